// @vitest-environment jsdom
import { AttendanceEndpoints, attendanceRosterResource, permissionCode, RESOURCES, type Action, type UserInfo } from '@cvap/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerResources } from '../../resource/registry.js';
import { storeCompanyId } from '../../session/residential-choice.js';
import { renderInConsole, startTestServer, testUser, type Received } from '../../test-render.js';
import RosterPage from './RosterPage.js';

const server = startTestServer();
const COMMUNITY = 7;

/** A supervisor of community 7 (acting for it) who may list, add and edit rotations. */
function supervisor(...actions: Action[]): UserInfo {
  return {
    ...testUser(actions.map((action) => permissionCode(attendanceRosterResource, action))),
    headOffice: false,
    communities: [{ id: COMMUNITY, residentialName: '阳光花园', companyId: '1001' }],
  };
}

const ROSTER = {
  id: 5,
  residentialId: COMMUNITY,
  rosterName: '保安轮班',
  mode: 'rotation',
  pattern: '白班-休',
  staffIds: [11],
  staffNames: '甲',
  staggered: 0,
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  leadDays: 31,
  enabled: 1,
};

const STAFF = [
  { id: 11, label: '甲', hint: null, residentialId: COMMUNITY, parentId: null },
  { id: 12, label: '乙', hint: null, residentialId: COMMUNITY, parentId: null },
  { id: 13, label: '总部丙', hint: null, residentialId: null, parentId: null },
  { id: 14, label: '别社区丁', hint: null, residentialId: 8, parentId: null },
];
const DEPARTMENTS = [
  { id: 1, label: '总部', hint: null, residentialId: null, parentId: null },
  { id: 3, label: '保安部', hint: null, residentialId: COMMUNITY, parentId: 1 },
];

/** The calls the screen makes; the overlap check answers `overlap`. */
function answerRosters(overlap: unknown = { people: [], from: '2026-03-01', to: '2026-03-31' }) {
  server.answer(({ method, path, body }) => {
    if (path === '/api/attendance/roster/query/page') return { data: { rows: [ROSTER], total: 1 } };
    if (method === 'GET' && path === '/api/attendance/roster/5') return { data: ROSTER };
    if (method === 'PUT' && path === '/api/attendance/roster/5') return { data: ROSTER };
    if (path === AttendanceEndpoints.rosterOverlap.path) return { data: overlap };
    if (path === '/api/admin/department/lookup') return { data: { rows: DEPARTMENTS, more: false } };
    if (path === '/api/door/staff/lookup') {
      const filter = (body as { filter?: { departmentId?: number } }).filter;
      // The department's members the field may pick (reviewed): two of the community (甲 already chosen), one of the
      // head office, one of another community.
      return { data: { rows: filter?.departmentId === 3 ? STAFF : [...STAFF, { ...STAFF[0]!, id: 15, label: '戊' }], more: false } };
    }
    if (path.endsWith('/lookup')) return { data: { rows: [], more: false } };
    return undefined;
  });
}

const staffLookups = () => server.received.filter((call: Received) => call.path === '/api/door/staff/lookup');
const puts = () => server.received.filter((call: Received) => call.method === 'PUT');

beforeAll(() => registerResources(RESOURCES));
afterEach(() => storeCompanyId(null));

describe('the rotation form adds a department', () => {
  it('adds the department’s reviewed staff of the community to the staff field, once each, read through the staff lookup', async () => {
    storeCompanyId('1001');
    answerRosters();
    await renderInConsole(<RosterPage />, { user: supervisor('view', 'add', 'edit') });
    await userEvent.click(await screen.findByTestId('row-edit-5'));
    const dialog = await screen.findByTestId('resource-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('field-staffIds').textContent).toContain('甲'));
    fireEvent.mouseDown(within(dialog).getByTestId('roster-department').querySelector('[role="combobox"]')!);
    await userEvent.click(await screen.findByTitle('保安部'));
    expect((await within(dialog).findByTestId('roster-department-added')).textContent).toBe('已加入 2 人');
    const field = within(dialog).getByTestId('field-staffIds');
    await waitFor(() => expect(field.textContent).toContain('乙'));
    expect(field.textContent!.split('甲')).toHaveLength(2);
    expect(field.textContent).not.toContain('总部丙');
    expect(field.textContent).not.toContain('别社区丁');
    expect(staffLookups().at(-1)!.body).toMatchObject({ via: 'attendanceRoster.staffIds', filter: { departmentId: 3 } });
  });
});

describe('saving a rotation that other rotations overlap', () => {
  const overlap = {
    from: '2026-03-01',
    to: '2026-03-31',
    people: [
      {
        staffId: 11,
        staffName: '甲',
        rosters: [{ rosterId: 2, rosterName: '物业早班', days: ['2026-03-01', '2026-03-03'], count: 12 }],
      },
    ],
  };

  it('names the person, the other rotation and its days; 取消 returns to the form, 确定 saves', async () => {
    answerRosters(overlap);
    await renderInConsole(<RosterPage />, { user: supervisor('view', 'edit') });
    await userEvent.click(await screen.findByTestId('row-edit-5'));
    const dialog = await screen.findByTestId('resource-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('field-staffIds').textContent).toContain('甲'));
    await userEvent.click(screen.getByTestId('resource-dialog-ok'));
    const warning = await screen.findByTestId('roster-overlap');
    expect(warning.textContent).toContain('甲：“物业早班”已排 12 天（2026-03-01、2026-03-03…）');
    expect(warning.textContent).toContain('这些日期保留原规则的班次');
    const check = server.received.find((call: Received) => call.path === AttendanceEndpoints.rosterOverlap.path)!;
    expect(check.body).toMatchObject({ id: 5, staffIds: [11], pattern: '白班-休', startsOn: '2026-03-01', endsOn: '2026-03-31' });
    await userEvent.click(screen.getByTestId('roster-overlap-cancel'));
    expect(puts()).toEqual([]);
    expect(screen.getByTestId('resource-dialog')).toBeTruthy();
    // The button stops loading once the confirm's answer has reached the form; a click before that is ignored.
    await waitFor(() => expect(screen.getByTestId('resource-dialog-ok').className).not.toMatch(/ant-btn-loading/));
    await userEvent.click(screen.getByTestId('resource-dialog-ok'));
    // antd keeps a closed confirm in the page while it animates out: the new one is the last.
    await waitFor(() => expect(server.received.filter((call) => call.path === check.path)).toHaveLength(2));
    await userEvent.click((await screen.findAllByTestId('roster-overlap-ok')).at(-1)!);
    await waitFor(() => expect(puts()).toHaveLength(1));
  });

  it('says so in English too, and saves straight away when nothing overlaps', async () => {
    answerRosters(overlap);
    await renderInConsole(<RosterPage />, { user: supervisor('view', 'edit'), language: 'en' });
    await userEvent.click(await screen.findByTestId('row-edit-5'));
    await waitFor(() => expect(screen.getByTestId('field-staffIds').textContent).toContain('甲'));
    await userEvent.click(screen.getByTestId('resource-dialog-ok'));
    const warning = await screen.findByTestId('roster-overlap');
    expect(warning.textContent).toContain('甲: “物业早班” covers 12 days (2026-03-01、2026-03-03…)');
    expect(warning.textContent).toContain('Those days keep the other rotation’s shift');
    await userEvent.click(screen.getByTestId('roster-overlap-cancel'));
    answerRosters();
    await userEvent.click(screen.getByTestId('resource-dialog-ok'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    // No second confirm: at most the cancelled one still animating out.
    expect(screen.queryAllByTestId('roster-overlap').length).toBeLessThanOrEqual(1);
  });

  it('lists twenty lines and counts the rest', async () => {
    const many = Array.from({ length: 23 }, (_, i) => ({
      staffId: 100 + i,
      staffName: `人员${i + 1}`,
      rosters: [{ rosterId: 2, rosterName: '物业早班', days: ['2026-03-01'], count: 1 }],
    }));
    answerRosters({ ...overlap, people: many });
    await renderInConsole(<RosterPage />, { user: supervisor('view', 'edit') });
    await userEvent.click(await screen.findByTestId('row-edit-5'));
    await waitFor(() => expect(screen.getByTestId('field-staffIds').textContent).toContain('甲'));
    await userEvent.click(screen.getByTestId('resource-dialog-ok'));
    const warning = await screen.findByTestId('roster-overlap');
    expect(warning.textContent).toContain('人员20：');
    expect(warning.textContent).not.toContain('人员21：');
    expect(warning.textContent).toContain('另有 3 项未列出');
  });
});
