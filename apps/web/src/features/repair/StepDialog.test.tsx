// @vitest-environment jsdom
import { REPAIR_TRANSITIONS, RepairEndpoints } from '@cvap/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole, startTestServer } from '../../test-render.js';
import { StepDialog } from './StepDialog.js';

const server = startTestServer();

function answerRepair() {
  server.answer(({ path }) => {
    if (path === RepairEndpoints.workers.path) return { data: [{ id: 7, name: '王师傅' }] };
    if (path === REPAIR_TRANSITIONS.close.path || path === REPAIR_TRANSITIONS.distribute.path) return { data: null };
    return undefined;
  });
}

const steps = (path: string) => server.received.filter((call) => call.path === path).map((call) => call.body);

describe('the repair step dialog', () => {
  it.each([
    { language: 'zh_cn' as const, title: '关闭', required: '请填写说明' },
    { language: 'en' as const, title: 'Close', required: 'Enter a note' },
  ])('asks the reason a close requires ($language) before it posts the step with the order id', async ({ language, title, required }) => {
    answerRepair();
    const onClose = vi.fn();
    await renderInConsole(<StepDialog action="close" orderId={42} onClose={onClose} />, { language });
    const form = await screen.findByTestId('repair-step-form-close');
    expect(screen.getByText(title)).toBeTruthy();
    await userEvent.click(screen.getByTestId('repair-step-submit'));
    expect(await within(form).findByText(required)).toBeTruthy();
    expect(steps(REPAIR_TRANSITIONS.close.path)).toEqual([]);
    fireEvent.change(within(form).getByTestId('repair-step-reason'), { target: { value: '重复报修' } });
    await userEvent.click(screen.getByTestId('repair-step-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(steps(REPAIR_TRANSITIONS.close.path)).toEqual([{ id: 42, reason: '重复报修' }]);
  });

  it('dispatches to a worker chosen from the workers the server lists, and asks for one first', async () => {
    answerRepair();
    const onClose = vi.fn();
    await renderInConsole(<StepDialog action="distribute" orderId={42} onClose={onClose} />);
    const form = await screen.findByTestId('repair-step-form-distribute');
    await userEvent.click(screen.getByTestId('repair-step-submit'));
    expect(await within(form).findByText('请选择维修人员')).toBeTruthy();
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('王师傅'));
    await userEvent.click(screen.getByTestId('repair-step-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(steps(REPAIR_TRANSITIONS.distribute.path)).toEqual([{ id: 42, workerId: 7 }]);
  });
});
