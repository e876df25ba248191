import {
  ACCOUNT_KINDS,
  FEE_LEDGER_ELEMENTS,
  FeeLedgerEndpoints,
  COUNTER_METHODS,
  type ResourceDecl,
  type TopUpRequest,
} from '@cvap/contracts';
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import type { Row } from '../../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';
import { useLabel } from '../../../i18n/label.js';
import { DepositSettleAction } from '../deposits/DepositSettleAction.js';
import { BookedOnField, bookedOnBody } from '../settlement/BookedOnField.js';

/** Money into an account: a prepayment top-up, or a deposit or guarantee received. */
function TopUpAction({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const labelOf = useLabel();
  const canTopUp = usePermission(FEE_LEDGER_ELEMENTS.accountTopUp.code);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<TopUpRequest['method']>(1);
  const [bookedOn, setBookedOn] = useState('');
  if (!canTopUp) return null;
  const submit = async () => {
    const result = await callEndpoint(FeeLedgerEndpoints.accountTopUp, {
      body: { accountId: row.id, amount, method, ...bookedOnBody(bookedOn) },
    });
    noticeSuccess(t('feeLedger.toppedUp', { balance: result.balance }));
    setOpen(false);
    context.refresh();
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid="account-top-up">
        {t('feeLedger.topUp')}
      </Button>
      {open && (
        <Modal open title={t('feeLedger.topUp')} onCancel={() => setOpen(false)} onOk={() => void submit().catch(() => undefined)}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder={t('feeLedger.amount')}
              data-testid="top-up-amount"
            />
            <Select
              value={method}
              onChange={setMethod}
              options={COUNTER_METHODS.map((m) => ({
                value: m.value,
                label: labelOf(m),
              }))}
            />
            <Form layout="vertical">
              <BookedOnField id="top-up-booked-on" value={bookedOn} onChange={setBookedOn} residentialId={row.residentialId as number} />
            </Form>
          </Space>
        </Modal>
      )}
    </>
  );
}

/** Opens an account of the screen's kind for a house. */
function OpenToolbar({ kinds, context }: { kinds: readonly (1 | 2 | 3)[]; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const labelOf = useLabel();
  const canOpen = usePermission(FEE_LEDGER_ELEMENTS.accountOpen.code);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<{ kind: 1 | 2 | 3; apartmentId?: number; ownerName: string; phone: string; item: string }>({
    kind: kinds[0]!,
    ownerName: '',
    phone: '',
    item: '',
  });
  if (!canOpen) return null;
  const submit = async () => {
    await callEndpoint(FeeLedgerEndpoints.accountOpen, {
      body: {
        kind: values.kind,
        apartmentId: values.apartmentId,
        ownerName: values.ownerName,
        ...(values.phone ? { phone: values.phone } : {}),
        ...(values.item ? { item: values.item } : {}),
      },
    });
    noticeSuccess(t('feeLedger.opened'));
    setOpen(false);
    context.refresh();
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="account-open">
        {t('feeLedger.openAccount')}
      </Button>
      {open && (
        <Modal open title={t('feeLedger.openAccount')} onCancel={() => setOpen(false)} onOk={() => void submit().catch(() => undefined)}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {kinds.length > 1 && (
              <Select
                value={values.kind}
                onChange={(kind) => setValues({ ...values, kind })}
                options={ACCOUNT_KINDS.filter((k) => kinds.includes(k.value)).map((k) => ({
                  value: k.value,
                  label: labelOf(k),
                }))}
              />
            )}
            <InputNumber
              min={1}
              style={{ width: '100%' }}
              placeholder={t('feeLedger.houseId')}
              value={values.apartmentId ?? null}
              onChange={(value) => setValues({ ...values, apartmentId: value ?? undefined })}
            />
            <Input
              placeholder={t('feeLedger.ownerName')}
              value={values.ownerName}
              onChange={(e) => setValues({ ...values, ownerName: e.target.value })}
            />
            <Input
              placeholder={t('feeLedger.phone')}
              value={values.phone}
              onChange={(e) => setValues({ ...values, phone: e.target.value })}
            />
            {kinds[0] !== 1 && (
              <Input
                placeholder={t('feeLedger.item')}
                value={values.item}
                onChange={(e) => setValues({ ...values, item: e.target.value })}
              />
            )}
          </Space>
        </Modal>
      )}
    </>
  );
}

/**
 * An account screen (prepayment, or deposits and guarantees): the generic list, open an account, top one up; a held
 * deposit or guarantee is refunded or forfeited from its row.
 */
export function AccountScreen({ decl, kinds }: { decl: ResourceDecl; kinds: readonly (1 | 2 | 3)[] }) {
  return (
    <ResourcePage
      decl={decl}
      overrides={{
        toolbar: (context) => <OpenToolbar kinds={kinds} context={context} />,
        rowActions: (row, context) => (
          <>
            <TopUpAction row={row} context={context} />
            {kinds[0] !== 1 && <DepositSettleAction row={row} context={context} />}
          </>
        ),
      }}
    />
  );
}
