import {
  allowedVisitActions,
  KIOSK_PASS_METHODS,
  VISIT_ACTIONS,
  VISIT_TRANSITIONS,
  VisitorEndpoints,
  type KioskPassMethod,
  type VisitAction,
} from '@cvap/contracts';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import type { Row } from '../../resource/api.js';
import type { ResourcePageContext } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';

/** The element codes this user holds among the visit transitions' (each checked by the server again). */
function useVisitElements(): Set<string> {
  const granted = {
    approve: usePermission(VISIT_TRANSITIONS.approve.element.code),
    cancel: usePermission(VISIT_TRANSITIONS.cancel.element.code),
    arrive: usePermission(VISIT_TRANSITIONS.arrive.element.code),
    signOut: usePermission(VISIT_TRANSITIONS.signOut.element.code),
  };
  return new Set(
    (Object.keys(granted) as (keyof typeof granted)[]).filter((k) => granted[k]).map((k) => VISIT_TRANSITIONS[k].element.code),
  );
}

interface ArriveValues {
  passMethod: KioskPassMethod;
  accessCard?: string;
  temperature?: number;
}

/**
 * The buttons of a visit's row: exactly the actions the shared machine allows from its state and the user's
 * elements (`only` limits them to one screen's). Reject asks a reason, arrive the pass; cancel and sign-out confirm.
 */
export function VisitActions({ row, context, only }: { row: Row; context: ResourcePageContext; only: readonly VisitAction[] }) {
  const { t } = useTranslation();
  const elements = useVisitElements();
  const [dialog, setDialog] = useState<'reject' | 'arrive' | null>(null);
  const [reason, setReason] = useState('');
  const [form] = Form.useForm<ArriveValues>();
  const id = row.id as number;
  const actions = allowedVisitActions(String(row.appointmentStatus), elements).filter((a) => only.includes(a));
  /** A step taken: say so, close its dialog, read the list again. */
  const done = (action: VisitAction) => {
    noticeSuccess(t(`visitor.done.${action}`));
    setDialog(null);
    context.refresh();
  };
  const run = (action: VisitAction) =>
    callEndpoint(VisitorEndpoints.steps[action], { params: { id }, body: undefined }).then(() => done(action));
  const reject = () =>
    callEndpoint(VisitorEndpoints.steps.reject, { params: { id }, body: { reason: reason.trim() } }).then(() => done('reject'));
  const arrive = (values: ArriveValues) =>
    callEndpoint(VisitorEndpoints.steps.arrive, {
      params: { id },
      body: {
        passMethod: values.passMethod,
        ...(values.passMethod === 'card' ? { accessCard: values.accessCard } : {}),
        ...(values.temperature !== undefined && values.temperature !== null ? { temperature: values.temperature } : {}),
      },
    }).then(() => done('arrive'));
  const label = (action: VisitAction) => t(`visitor.action.${action}`);
  const button = (action: VisitAction, onClick?: () => void) => (
    <Button key={action} type="link" size="small" onClick={onClick} data-testid={`visit-${action}-${String(id)}`}>
      {label(action)}
    </Button>
  );
  return (
    <>
      {VISIT_ACTIONS.filter((a) => actions.includes(a)).map((action) => {
        if (action === 'reject') return button(action, () => setDialog('reject'));
        if (action === 'arrive') return button(action, () => setDialog('arrive'));
        if (action === 'approve') return button(action, () => void run('approve').catch(() => undefined));
        return (
          <Popconfirm
            key={action}
            title={t(`visitor.confirm.${action}`, { name: String(row.guestName) })}
            onConfirm={() => run(action).catch(() => undefined)}
          >
            {button(action)}
          </Popconfirm>
        );
      })}
      <Modal
        open={dialog === 'reject'}
        title={t('visitor.rejectTitle', { name: String(row.guestName) })}
        onCancel={() => setDialog(null)}
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={reject}
        destroyOnHidden
      >
        <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} placeholder={t('visitor.reason')} />
      </Modal>
      <Modal
        open={dialog === 'arrive'}
        title={t('visitor.arriveTitle', { name: String(row.guestName) })}
        onCancel={() => setDialog(null)}
        onOk={() =>
          void form
            .validateFields()
            .then(arrive)
            // The form shows what is missing; a refused call has its notice.
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ passMethod: 'none' }} preserve={false}>
          <Form.Item name="passMethod" label={t('visitor.passMethod')} rules={[{ required: true }]}>
            <Select options={KIOSK_PASS_METHODS.map((m) => ({ value: m, label: t(`visitor.pass.${m}`) }))} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.passMethod !== b.passMethod}>
            {({ getFieldValue }) =>
              getFieldValue('passMethod') === 'card' && (
                <Form.Item
                  name="accessCard"
                  label={t('visitor.accessCard')}
                  rules={[{ required: true, pattern: /^\d{10}$/, message: t('visitor.accessCardRule') }]}
                >
                  <Input maxLength={10} inputMode="numeric" />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item name="temperature" label={t('visitor.temperature')}>
            <InputNumber min={30} max={45} step={0.1} precision={1} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
