import { ACCOUNT_METHOD, DEPOSIT_ELEMENTS, DepositPaths, PAYMENT_METHODS } from '@cvap/contracts';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/label.js';
import { http } from '../../../request/client.js';
import { noticeSuccess } from '../../../request/notify.js';
import type { Row } from '../../../resource/api.js';
import type { ResourcePageContext } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';

type Action = 'refund' | 'forfeit';

/** A held deposit or guarantee refunded to its payer or forfeited: its whole balance, as one posting, with a reason. */
export function DepositSettleAction({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const labelOf = useLabel();
  const canSettle = usePermission(DEPOSIT_ELEMENTS.settle.code);
  const [action, setAction] = useState<Action | null>(null);
  const [method, setMethod] = useState(1);
  const [reason, setReason] = useState('');
  if (!canSettle || row.depositState !== 1) return null;
  const submit = async () => {
    const done = await http.post<{ amount: string }>(DepositPaths.settle, {
      accountId: row.id,
      action,
      reason,
      ...(action === 'refund' ? { method } : {}),
    });
    noticeSuccess(t(action === 'refund' ? 'feeDeposit.refunded' : 'feeDeposit.forfeited', { amount: done.amount }));
    setAction(null);
    context.refresh();
  };
  const open = (next: Action) => {
    setReason('');
    setAction(next);
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => open('refund')} data-testid="deposit-refund">
        {t('feeDeposit.refund')}
      </Button>
      <Button type="link" size="small" danger onClick={() => open('forfeit')} data-testid="deposit-forfeit">
        {t('feeDeposit.forfeit')}
      </Button>
      {action && (
        <Modal
          open
          title={t(action === 'refund' ? 'feeDeposit.refundTitle' : 'feeDeposit.forfeitTitle', { balance: row.balance })}
          onCancel={() => setAction(null)}
          onOk={() => void submit().catch(() => undefined)}
          okButtonProps={{ disabled: reason.trim() === '', 'data-testid': 'deposit-settle-ok' } as never}
        >
          <Form layout="vertical">
            {action === 'refund' && (
              <Form.Item label={t('feeDeposit.method')} htmlFor="deposit-method">
                <Select
                  id="deposit-method"
                  value={method}
                  onChange={setMethod}
                  options={PAYMENT_METHODS.filter((m) => m.value !== ACCOUNT_METHOD).map((m) => ({ value: m.value, label: labelOf(m) }))}
                />
              </Form.Item>
            )}
            <Form.Item label={t('feeDeposit.reason')} htmlFor="deposit-reason" required>
              <Input id="deposit-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
