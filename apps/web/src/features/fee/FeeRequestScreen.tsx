import { FEE_LEDGER_ELEMENTS, FeeLedgerPaths, type ResourceDecl } from '@cvap/contracts';
import { Button, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../request/client.js';
import { noticeSuccess } from '../../request/notify.js';
import type { Row } from '../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';

type Kind = 1 | 2 | 3;

/** Approve or reject a pending request (the API refuses the requester's own: someone else must review it). */
function ReviewActions({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const canReview = usePermission(FEE_LEDGER_ELEMENTS.review.code);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (!canReview || row.state !== 1) return null;
  const review = async (verdict: 'approve' | 'reject') => {
    await http.post(FeeLedgerPaths.review(row.id as number), verdict === 'approve' ? { verdict } : { verdict, reason });
    noticeSuccess(t('feeLedger.reviewed'));
    setRejecting(false);
    context.refresh();
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => void review('approve').catch(() => undefined)} data-testid="request-approve">
        {t('feeLedger.approve')}
      </Button>
      <Button type="link" size="small" danger onClick={() => setRejecting(true)} data-testid="request-reject">
        {t('feeLedger.reject')}
      </Button>
      {rejecting && (
        <Modal
          open
          title={t('feeLedger.reject')}
          onCancel={() => setRejecting(false)}
          onOk={() => void review('reject').catch(() => undefined)}
          okButtonProps={{ disabled: reason.trim() === '' }}
        >
          <Input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('feeLedger.rejectReason')}
            data-testid="reject-reason"
          />
        </Modal>
      )}
    </>
  );
}

/** Files a request of this screen's kind: a refund (payment, amount), a cancellation (payment), a transfer (accounts, amount). */
function RequestToolbar({ kind, context }: { kind: Kind; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const canRequest = usePermission(FEE_LEDGER_ELEMENTS.request.code);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<{
    paymentId?: number;
    fromAccountId?: number;
    toAccountId?: number;
    amount: string;
    reason: string;
  }>({
    amount: '',
    reason: '',
  });
  if (!canRequest) return null;
  const submit = async () => {
    const body =
      kind === 1
        ? { kind, paymentId: values.paymentId, amount: values.amount, reason: values.reason }
        : kind === 2
          ? { kind, paymentId: values.paymentId, reason: values.reason }
          : { kind, fromAccountId: values.fromAccountId, toAccountId: values.toAccountId, amount: values.amount, reason: values.reason };
    await http.post(FeeLedgerPaths.request, body);
    noticeSuccess(t('feeLedger.requested'));
    setOpen(false);
    context.refresh();
  };
  const id = (field: 'paymentId' | 'fromAccountId' | 'toAccountId') => (
    <InputNumber
      min={1}
      style={{ width: '100%' }}
      placeholder={t(`feeLedger.${field}`)}
      value={values[field] ?? null}
      onChange={(value) => setValues({ ...values, [field]: value ?? undefined })}
      data-testid={`request-${field}`}
    />
  );
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="request-new">
        {t('feeLedger.newRequest')}
      </Button>
      {open && (
        <Modal open title={t('feeLedger.newRequest')} onCancel={() => setOpen(false)} onOk={() => void submit().catch(() => undefined)}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {kind === 3 ? (
              <>
                {id('fromAccountId')}
                {id('toAccountId')}
              </>
            ) : (
              id('paymentId')
            )}
            {kind !== 2 && (
              <Input
                placeholder={t('feeLedger.amount')}
                value={values.amount}
                onChange={(e) => setValues({ ...values, amount: e.target.value })}
                data-testid="request-amount"
              />
            )}
            <Input
              placeholder={t('feeLedger.reason')}
              value={values.reason}
              onChange={(e) => setValues({ ...values, reason: e.target.value })}
              data-testid="request-reason"
            />
          </Space>
        </Modal>
      )}
    </>
  );
}

/** A request screen (refund, cancellation, transfer): the generic list, a request dialog, and approve/reject per pending row. */
export function FeeRequestScreen({ decl, kind }: { decl: ResourceDecl; kind: Kind }) {
  return (
    <ResourcePage
      decl={decl}
      overrides={{
        toolbar: (context) => <RequestToolbar kind={kind} context={context} />,
        rowActions: (row, context) => <ReviewActions row={row} context={context} />,
      }}
    />
  );
}
