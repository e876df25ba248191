import { FEE_LEDGER_ELEMENTS, FeeLedgerEndpoints, type FeeRequestInput, type ResourceDecl } from '@cvap/contracts';
import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { callEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import type { Row } from '../../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';
import { ReceiptRequestDialog } from './ReceiptRequestDialog.js';
import { BookedOnField, bookedOnBody } from '../settlement/BookedOnField.js';

type Kind = 1 | 2 | 3;

/** What approving a request will do, said before it is done: the kind, the amount, the receipt or the accounts. */
function approvalSummary(row: Row, t: TFunction): string {
  const receipt = String(row.paymentIdLabel ?? row.paymentId ?? '');
  if (row.kind === 1) return t('feeLedger.approveRefund', { amount: row.amount, receipt });
  if (row.kind === 2) return t('feeLedger.approveCancel', { amount: row.amount, receipt });
  return t('feeLedger.approveTransfer', { amount: row.amount, from: row.fromAccountId, to: row.toAccountId });
}

/**
 * Approve or reject a pending request (the API refuses the requester's own: someone else must review it). Approving
 * moves money: it asks first, saying what it will do, and says what it did.
 */
function ReviewActions({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canReview = usePermission(FEE_LEDGER_ELEMENTS.review.code);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  // A late entry's day (docs/decisions/0034): empty posts today; a day of a closed month is refused by the API.
  const bookedOn = useRef('');
  if (!canReview || row.state !== 1) return null;
  const review = async (verdict: 'approve' | 'reject') => {
    await callEndpoint(FeeLedgerEndpoints.review, {
      params: { id: row.id },
      body: verdict === 'approve' ? { verdict, ...bookedOnBody(bookedOn.current) } : { verdict, reason },
    });
    noticeSuccess(verdict === 'approve' ? t('feeLedger.approvedDone', { summary: approvalSummary(row, t) }) : t('feeLedger.reviewed'));
    setRejecting(false);
    context.refresh();
  };
  const approve = () => {
    bookedOn.current = '';
    modal.confirm({
      title: t('feeLedger.approveConfirm'),
      content: (
        <>
          <span data-testid="approve-summary">{approvalSummary(row, t)}</span>
          <Form layout="vertical" style={{ marginTop: 12 }}>
            <BookedOnField
              id="approve-booked-on"
              onChange={(day) => (bookedOn.current = day)}
              residentialId={row.residentialId as number}
            />
          </Form>
        </>
      ),
      okText: t('feeLedger.approve'),
      okButtonProps: { 'data-testid': 'approve-ok' } as never,
      onOk: () => review('approve').catch(() => undefined),
    });
  };
  return (
    <>
      <Button type="link" size="small" onClick={approve} data-testid="request-approve">
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
          <Form layout="vertical">
            <Form.Item label={t('feeLedger.rejectReason')} htmlFor="reject-reason" required>
              <Input id="reject-reason" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="reject-reason" />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}

/** A transfer between two prepayment accounts: the accounts and the amount, each input with its label. */
function TransferDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<{ fromAccountId?: number; toAccountId?: number; amount: string; reason: string }>({
    amount: '',
    reason: '',
  });
  const submit = async () => {
    // An account left empty is sent as it is: the API refuses the request and says which field is missing.
    await callEndpoint(FeeLedgerEndpoints.request, { body: { kind: 3, ...values } as FeeRequestInput });
    noticeSuccess(t('feeLedger.requested'));
    onDone();
  };
  const id = (field: 'fromAccountId' | 'toAccountId') => (
    <Form.Item label={t(`feeLedger.${field}`)} htmlFor={`request-${field}`} required>
      <InputNumber
        id={`request-${field}`}
        min={1}
        style={{ width: '100%' }}
        value={values[field] ?? null}
        onChange={(value) => setValues({ ...values, [field]: value ?? undefined })}
        data-testid={`request-${field}`}
      />
    </Form.Item>
  );
  const text = (field: 'amount' | 'reason') => (
    <Form.Item label={t(`feeLedger.${field}`)} htmlFor={`request-${field}`} required>
      <Input
        id={`request-${field}`}
        value={values[field]}
        onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        data-testid={`request-${field}`}
      />
    </Form.Item>
  );
  return (
    <Modal open title={t('feeLedger.newRequest')} onCancel={onClose} onOk={() => void submit().catch(() => undefined)}>
      <Form layout="vertical">
        {id('fromAccountId')}
        {id('toAccountId')}
        {text('amount')}
        {text('reason')}
      </Form>
    </Modal>
  );
}

/** Files a request of this screen's kind: a refund or a cancellation from a receipt, a transfer between accounts. */
function RequestToolbar({ kind, context }: { kind: Kind; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const canRequest = usePermission(FEE_LEDGER_ELEMENTS.request.code);
  const [open, setOpen] = useState(false);
  if (!canRequest) return null;
  const done = () => {
    setOpen(false);
    context.refresh();
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="request-new">
        {t('feeLedger.newRequest')}
      </Button>
      {open &&
        (kind === 3 ? (
          <TransferDialog onClose={() => setOpen(false)} onDone={done} />
        ) : (
          <ReceiptRequestDialog kind={kind} onClose={() => setOpen(false)} onDone={done} />
        ))}
    </>
  );
}

/** A request screen (refund, cancellation, transfer): the generic list, a request dialog, and approve/reject per pending row. */
export function RequestScreen({ decl, kind }: { decl: ResourceDecl; kind: Kind }) {
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
