import { ATTENDANCE_MONTH_ELEMENTS, type AttendanceReport } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSuccess } from '../../request/notify.js';
import { usePermission } from '../../session/permissions.js';
import { attendanceApi, attendanceReportsChanged } from './attendance-api.js';

const when = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm');

function ReopenDialog({ month, onClose }: { month: string; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await attendanceApi.reopenMonth(month, values.reason);
      noticeSuccess(t('attendance.reopenedDone', { month }));
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('attendance.reopenTitle', { month })}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'attendance-reopen-ok' } as Record<string, string>}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('attendance.reopenReason')}
          rules={[{ required: true, whitespace: true, message: t('attendance.reopenReasonRequired') }]}
        >
          <Input.TextArea maxLength={200} rows={3} data-testid="attendance-reopen-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The month's state on the report: closed (by whom, when) or open, the close and reopen buttons, and their history. */
export function MonthCloseBar({ report }: { report: AttendanceReport }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const canClose = usePermission(ATTENDANCE_MONTH_ELEMENTS.close.code);
  const canReopen = usePermission(ATTENDANCE_MONTH_ELEMENTS.reopen.code);
  const [reopening, setReopening] = useState(false);
  const refresh = () => attendanceReportsChanged(queryClient);
  const closed = report.state === 'closed';
  const close = () =>
    modal.confirm({
      title: t('attendance.closeMonth'),
      content: t('attendance.closeConfirm', { month: report.month }),
      okButtonProps: { 'data-testid': 'attendance-close-ok' } as never,
      onOk: async () => {
        await attendanceApi.closeMonth(report.month);
        noticeSuccess(t('attendance.closedDone', { month: report.month }));
        refresh();
      },
    });
  return (
    <div style={{ marginBottom: 12 }} data-testid="attendance-month-state" data-state={report.state}>
      <Space wrap>
        <Tag color={closed ? 'red' : 'default'}>{closed ? t('attendance.monthClosed') : t('attendance.monthOpen')}</Tag>
        {closed && report.closedAt && (
          <Typography.Text type="secondary">
            {t('attendance.closedBy', { name: report.closedBy ?? '', at: when(report.closedAt) })}
          </Typography.Text>
        )}
        {!closed && canClose && (
          <Button onClick={close} data-testid="attendance-close-month">
            {t('attendance.closeMonth')}
          </Button>
        )}
        {closed && canReopen && (
          <Button onClick={() => setReopening(true)} data-testid="attendance-reopen-month">
            {t('attendance.reopenMonth')}
          </Button>
        )}
      </Space>
      {report.history.length > 0 && (
        <div data-testid="attendance-month-history" style={{ marginTop: 8 }}>
          <Typography.Text strong>{t('attendance.history')}</Typography.Text>
          {report.history.map((event, index) => (
            <div key={index}>
              {event.action === 'close'
                ? t('attendance.historyClose', { at: when(event.at), name: event.userName })
                : t('attendance.historyReopen', { at: when(event.at), name: event.userName, reason: event.reason ?? '' })}
            </div>
          ))}
        </div>
      )}
      {reopening && (
        <ReopenDialog
          month={report.month}
          onClose={(saved) => {
            setReopening(false);
            if (saved) refresh();
          }}
        />
      )}
    </div>
  );
}
