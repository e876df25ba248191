import { ATTENDANCE_SWAP_ELEMENTS, attendanceScheduleResource } from '@cvap/contracts';
import { Alert, Button, DatePicker, Form, Input, Modal, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSuccess } from '../../request/notify.js';
import { FieldInput } from '../../resource/FieldInput.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { useResourceTexts } from '../../resource/texts.js';
import { usePermission } from '../../session/permissions.js';
import { attendanceApi } from './attendance-api.js';
import { ScheduleGrid } from './ScheduleGrid.js';

interface SwapValues {
  day: Dayjs;
  staffA: number;
  staffB: number;
  reason: string;
}

/** Two staff members exchange their shifts of one day (one of them off: the shift moves); both days are recomputed. */
function SwapDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const texts = useResourceTexts(attendanceScheduleResource);
  const staffField = attendanceScheduleResource.fields.staffId!;
  const [form] = Form.useForm<SwapValues>();
  const [busy, setBusy] = useState(false);
  const pick = (label: string) => [{ required: true, message: t('attendance.swapPick', { field: label }) }];
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await attendanceApi.swap({
        day: values.day.format('YYYY-MM-DD'),
        staffA: values.staffA,
        staffB: values.staffB,
        reason: values.reason,
      });
      noticeSuccess(t('attendance.swapDone'));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('attendance.swapTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ loading: busy, 'data-testid': 'swap-ok' } as never}
    >
      <Alert type="info" showIcon title={t('attendance.swapHelp')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" data-testid="swap-form">
        <Form.Item name="day" label={t('attendance.swapDay')} rules={pick(t('attendance.swapDay'))}>
          <DatePicker style={{ width: '100%' }} data-testid="swap-day" />
        </Form.Item>
        {(['staffA', 'staffB'] as const).map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(name === 'staffA' ? 'attendance.swapStaffA' : 'attendance.swapStaffB')}
            rules={pick(t(name === 'staffA' ? 'attendance.swapStaffA' : 'attendance.swapStaffB'))}
          >
            <FieldInput name="staffId" field={staffField} texts={texts} purpose="form" data-testid={`swap-${name}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="reason"
          label={t('attendance.swapReason')}
          rules={[{ required: true, whitespace: true, message: t('attendance.swapReasonRequired') }, { max: 200 }]}
        >
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function SwapButton({ context }: { context: ResourcePageContext }) {
  const { t } = useTranslation();
  const canSwap = usePermission(ATTENDANCE_SWAP_ELEMENTS.swap.code);
  const [open, setOpen] = useState(false);
  if (!canSwap) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="schedule-swap">
        {t('attendance.swap')}
      </Button>
      {open && (
        <SwapDialog
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            context.refresh();
          }}
        />
      )}
    </>
  );
}

/**
 * /attendanceManager/schedule: the declared schedule list, with 调班 (swap two staff members' shifts of a day), and
 * the month grid per department beside it.
 */
export default function SchedulePage() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'list',
          label: t('attendance.gridList'),
          children: (
            <ResourcePage decl={attendanceScheduleResource} overrides={{ toolbar: (context) => <SwapButton context={context} /> }} />
          ),
        },
        { key: 'grid', label: <span data-testid="schedule-grid-tab">{t('attendance.gridTab')}</span>, children: <ScheduleGrid /> },
      ]}
    />
  );
}
