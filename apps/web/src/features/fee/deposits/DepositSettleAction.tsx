import {
  ACCOUNT_METHOD,
  DEPOSIT_ELEMENTS,
  FeeDepositEndpoints,
  formatFen,
  parseFen,
  PAYMENT_METHODS,
  YuanSchema,
  type DepositSettleRequest,
} from '@cvap/contracts';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/label.js';
import { callEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import type { Row } from '../../../resource/api.js';
import type { ResourcePageContext } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';

type Action = DepositSettleRequest['action'];
type RefundMethod = NonNullable<DepositSettleRequest['method']>;

/** What a refund keeping `deduct` back gives: the rest refunded, or null when the deduction is not a valid part. */
function refundSplit(balance: string, deduct: string): { amount: string; deducted: string } | null {
  if (!YuanSchema.safeParse(deduct).success) return null;
  const kept = parseFen(deduct);
  const held = parseFen(balance);
  return kept > held ? null : { amount: formatFen(held - kept), deducted: formatFen(kept) };
}

/**
 * A held deposit or guarantee refunded to its payer or forfeited, its whole balance, with a reason; a refund may keep
 * a part back for damages (forfeited), said before it is sent.
 */
export function DepositSettleAction({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const labelOf = useLabel();
  const canSettle = usePermission(DEPOSIT_ELEMENTS.settle.code);
  const [action, setAction] = useState<Action | null>(null);
  const [method, setMethod] = useState<RefundMethod>(1);
  const [reason, setReason] = useState('');
  const [deduct, setDeduct] = useState('');
  if (!canSettle || row.depositState !== 1) return null;
  const balance = String(row.balance);
  const split = action === 'refund' && deduct !== '' ? refundSplit(balance, deduct) : null;
  const badDeduct = action === 'refund' && deduct !== '' && split === null;
  const submit = async () => {
    const done = await callEndpoint(FeeDepositEndpoints.settle, {
      body: {
        accountId: row.id,
        action: action!,
        reason,
        ...(action === 'refund' ? { method, ...(split ? { deduct: split.deducted } : {}) } : {}),
      },
    });
    const key = action === 'forfeit' ? 'feeDeposit.forfeited' : split ? 'feeDeposit.refundedPart' : 'feeDeposit.refunded';
    noticeSuccess(t(key, { amount: done.amount, deducted: done.deducted }));
    setAction(null);
    context.refresh();
  };
  const open = (next: Action) => {
    setReason('');
    setDeduct('');
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
          okButtonProps={{ disabled: reason.trim() === '' || badDeduct, 'data-testid': 'deposit-settle-ok' } as never}
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
            {action === 'refund' && (
              <Form.Item
                label={t('feeDeposit.deduct')}
                htmlFor="deposit-deduct"
                validateStatus={badDeduct ? 'error' : undefined}
                help={badDeduct ? t('feeDeposit.deductTooMuch', { balance }) : undefined}
              >
                <Input id="deposit-deduct" value={deduct} onChange={(e) => setDeduct(e.target.value.trim())} />
              </Form.Item>
            )}
            {split && <Alert type="info" showIcon data-testid="deposit-split" title={t('feeDeposit.willRefund', split)} />}
            <Form.Item label={t('feeDeposit.reason')} htmlFor="deposit-reason" required>
              <Input id="deposit-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
