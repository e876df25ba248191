// @vitest-environment jsdom
import { VISIT_TRANSITIONS, VisitorEndpoints } from '@cvap/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourcePageContext } from '../../resource/ResourcePage.js';
import { renderInConsole, startTestServer, testUser } from '../../test-render.js';
import { VisitActions } from './VisitActions.js';

const server = startTestServer();
const approver = testUser([VISIT_TRANSITIONS.approve.element.code, VISIT_TRANSITIONS.arrive.element.code]);

function context() {
  return { refresh: vi.fn(), openDialog: vi.fn(), can: () => true, texts: {} } as unknown as ResourcePageContext & {
    refresh: ReturnType<typeof vi.fn>;
  };
}

function answerVisits() {
  server.answer(({ path }) => (path.startsWith('/api/property/visitor/5/') ? { data: { id: 5 } } : undefined));
}

const posted = () => server.received.map((call) => [call.path, call.body]);

describe('the visit actions', () => {
  it('offers exactly the transitions the machine allows from the status and the user holds', async () => {
    answerVisits();
    const row = { id: 5, appointmentStatus: 'pending', guestName: '李四' };
    await renderInConsole(<VisitActions row={row} context={context()} only={['approve', 'reject', 'cancel', 'arrive']} />, {
      user: approver,
    });
    expect(screen.getByTestId('visit-approve-5')).toBeTruthy();
    expect(screen.getByTestId('visit-reject-5')).toBeTruthy();
    expect(screen.queryByTestId('visit-arrive-5')).toBeNull();
    expect(screen.queryByTestId('visit-cancel-5')).toBeNull();
  });

  it('rejects only with a reason, sent trimmed, then reads the list again', async () => {
    answerVisits();
    const ctx = context();
    await renderInConsole(
      <VisitActions row={{ id: 5, appointmentStatus: 'pending', guestName: '李四' }} context={ctx} only={['reject']} />,
      {
        user: approver,
      },
    );
    await userEvent.click(screen.getByTestId('visit-reject-5'));
    expect(await screen.findByText('拒绝 李四 的预约')).toBeTruthy();
    const ok = screen.getByRole('button', { name: /确\s*定/ });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('请填写原因'), { target: { value: ' 信息不全 ' } });
    await userEvent.click(ok);
    await waitFor(() => expect(ctx.refresh).toHaveBeenCalled());
    expect(posted()).toEqual([[VisitorEndpoints.steps.reject.path.replace('{id}', '5'), { reason: '信息不全' }]]);
  });

  it.each([
    { language: 'zh_cn' as const, rule: '请输入10位数字卡号', ok: /确\s*定/ },
    { language: 'en' as const, rule: 'Enter the 10-digit card number', ok: 'OK' },
  ])('registers an arrival by card only with a 10-digit number ($language)', async ({ language, rule, ok }) => {
    answerVisits();
    const ctx = context();
    await renderInConsole(
      <VisitActions row={{ id: 5, appointmentStatus: 'approved', guestName: '李四' }} context={ctx} only={['arrive']} />,
      {
        user: approver,
        language,
      },
    );
    await userEvent.click(screen.getByTestId('visit-arrive-5'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(dialog.querySelector('.ant-select')!.querySelector('[role="combobox"]')!);
    await userEvent.click((await screen.findAllByText(language === 'en' ? 'Access card' : '门禁卡')).at(-1)!);
    const card = await waitFor(() => dialog.querySelector<HTMLInputElement>('input#accessCard')!);
    fireEvent.change(card, { target: { value: '123' } });
    await userEvent.click(screen.getByRole('button', { name: ok }));
    expect(await screen.findByText(rule)).toBeTruthy();
    expect(posted()).toEqual([]);
    fireEvent.change(card, { target: { value: '0123456789' } });
    await userEvent.click(screen.getByRole('button', { name: ok }));
    await waitFor(() => expect(ctx.refresh).toHaveBeenCalled());
    expect(posted()).toEqual([[VisitorEndpoints.steps.arrive.path.replace('{id}', '5'), { passMethod: 'card', accessCard: '0123456789' }]]);
  });
});
