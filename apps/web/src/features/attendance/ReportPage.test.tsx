// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole, startTestServer, testUser } from '../../test-render.js';
import DailyReportPage from './DailyReportPage.js';
import ReportPage from './ReportPage.js';

const server = startTestServer();

describe('the attendance reports opened by the head office acting for no community', () => {
  it.each([
    { name: 'monthly', page: <ReportPage />, testId: 'attendance-report' },
    { name: 'daily', page: <DailyReportPage />, testId: 'attendance-daily-report' },
  ])('the $name report asks to choose a community instead of showing nobody scheduled (zh and en)', async ({ page, testId }) => {
    server.answer(() => ({ data: { month: '', day: '', rows: [], state: 'open', closedAt: null, closedBy: null, history: [] } }));
    const zh = await renderInConsole(page, { user: testUser([]) });
    expect((await screen.findByTestId(`${testId}-choose-community`)).textContent).toContain('请先在顶部选择一个社区');
    expect(screen.queryByText(/没有排班/)).toBeNull();
    zh.unmount();
    await renderInConsole(page, { user: testUser([]), language: 'en' });
    expect((await screen.findByTestId(`${testId}-choose-community`)).textContent).toContain('choose a community');
    expect(screen.queryByText(/Nobody is scheduled/)).toBeNull();
    expect(server.received.filter((call) => call.path.startsWith('/api/attendance/report'))).toEqual([]);
  });
});
