// @vitest-environment jsdom
import { permissionCode, ReviewStatus } from '@cvap/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInConsole, testUser, startTestServer } from '../../test-render.js';
import { HouseholdExaminePage } from './ExaminePage.js';
import { KINDS } from './registration-kinds.js';

const server = startTestServer();
const person = KINDS.person;
const reviewer = testUser([permissionCode(person.decl, 'view'), person.reviewElement]);
const viewer = testUser([permissionCode(person.decl, 'view')]);

const ROWS = [
  { id: 11, name: '张三', phone: '13800000001', reviewStatus: ReviewStatus.pending },
  { id: 12, name: '李四', phone: '13800000002', reviewStatus: ReviewStatus.passed },
];

function answerRegistrations() {
  server.answer(({ path }) => {
    if (path === `${person.decl.basePath}/query/page`) return { data: { rows: ROWS, total: 2 } };
    if (path === person.review.path) return { data: { count: 1 } };
    return undefined;
  });
}

const reviews = () => server.received.filter((call) => call.path === person.review.path);

describe('the household review actions', () => {
  it('lists pending registrations first and offers each row only the verdicts its status allows', async () => {
    answerRegistrations();
    await renderInConsole(<HouseholdExaminePage />, { user: reviewer });
    await screen.findByText('张三');
    expect(server.received[0]?.body).toMatchObject({ reviewStatus: ReviewStatus.pending });
    expect(screen.getByTestId('row-pass-11')).toBeTruthy();
    expect(screen.getByTestId('row-reject-11')).toBeTruthy();
    expect(screen.queryByTestId('row-pass-12')).toBeNull();
    expect(screen.getByTestId('row-reject-12')).toBeTruthy();
  });

  it('offers no verdict to a user without the review element', async () => {
    answerRegistrations();
    await renderInConsole(<HouseholdExaminePage />, { user: viewer });
    await screen.findByText('张三');
    expect(screen.queryByTestId('row-pass-11')).toBeNull();
    expect(screen.queryByTestId('row-reject-11')).toBeNull();
    expect(screen.queryByTestId('batch-pass')).toBeNull();
  });

  it('passes one registration at once and reads the list again', async () => {
    answerRegistrations();
    await renderInConsole(<HouseholdExaminePage />, { user: reviewer });
    await userEvent.click(await screen.findByTestId('row-pass-11'));
    await waitFor(() => expect(reviews().map((call) => call.body)).toEqual([{ ids: [11], verdict: 'pass' }]));
    await waitFor(() => expect(server.received.filter((call) => call.path.endsWith('/query/page'))).toHaveLength(2));
  });

  it.each([
    { language: 'zh_cn' as const, title: '驳回「张三」的登记', required: '请输入驳回原因' },
    { language: 'en' as const, title: 'Reject the registration of “张三”', required: 'Please enter Rejection reason' },
  ])('asks a reason before rejecting ($language), then sends it trimmed', async ({ language, title, required }) => {
    answerRegistrations();
    await renderInConsole(<HouseholdExaminePage />, { language, user: reviewer });
    await userEvent.click(await screen.findByTestId('row-reject-11'));
    const dialog = await screen.findByTestId('reject-dialog');
    expect(within(dialog).getByText(title)).toBeTruthy();
    await userEvent.click(screen.getByTestId('reject-ok'));
    expect(await within(dialog).findByText(required)).toBeTruthy();
    expect(reviews()).toEqual([]);
    await userEvent.type(screen.getByTestId('reject-reason'), '  照片不清晰 ');
    await userEvent.click(screen.getByTestId('reject-ok'));
    await waitFor(() => expect(reviews().map((call) => call.body)).toEqual([{ ids: [11], verdict: 'reject', reason: '照片不清晰' }]));
  });

  it('warns that a batch verdict needs a selection, and sends nothing', async () => {
    answerRegistrations();
    await renderInConsole(<HouseholdExaminePage />, { user: reviewer });
    await screen.findByText('张三');
    await userEvent.click(screen.getByTestId('batch-pass'));
    expect(await screen.findByText('请至少选择一条记录')).toBeTruthy();
    expect(reviews()).toEqual([]);
  });
});
