import { ATTENDANCE_ELEMENTS, attendanceAnomalyResource } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSuccess } from '../../request/notify.js';
import type { Row } from '../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';
import { attendanceApi, attendanceReportsChanged } from './attendance-api.js';

function ExcuseDialog({ row, onClose }: { row: Row; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await attendanceApi.excuse(row.id as number, values.reason);
      noticeSuccess(t('attendance.excused'));
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('attendance.excuseTitle')}
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'attendance-excuse-ok' } as Record<string, string>}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('attendance.excuseReason')}
          rules={[{ required: true, whitespace: true, message: t('attendance.excuseReasonRequired') }]}
        >
          <Input.TextArea maxLength={200} rows={3} placeholder={t('attendance.excuseReasonHint')} data-testid="attendance-excuse-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AnomalyActions({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canExcuse = usePermission(ATTENDANCE_ELEMENTS.excuse.code);
  const [open, setOpen] = useState(false);
  if (!canExcuse || Number(row.excused) === 1) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid={`attendance-excuse-${row.id}`}>
        {t('attendance.excuse')}
      </Button>
      {open && (
        <ExcuseDialog
          row={row}
          onClose={(saved) => {
            setOpen(false);
            if (!saved) return;
            attendanceReportsChanged(queryClient);
            context.refresh();
          }}
        />
      )}
    </>
  );
}

/** 考勤异常: the anomalies of settled days; a supervisor excuses one with its reason, or recomputes the community's days now. */
export function AnomalyPage() {
  const { t } = useTranslation();
  const canSettle = usePermission(ATTENDANCE_ELEMENTS.settle.code);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const settle = async () => {
    setBusy(true);
    try {
      const result = await attendanceApi.settle();
      noticeSuccess(t('attendance.settled', result));
      setVersion((v) => v + 1);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {canSettle && (
        <Button
          onClick={() => void settle().catch(() => undefined)}
          loading={busy}
          data-testid="attendance-settle"
          style={{ marginBottom: 12 }}
        >
          {t('attendance.settle')}
        </Button>
      )}
      <ResourcePage
        key={version}
        decl={attendanceAnomalyResource}
        overrides={{ rowActions: (row, context) => <AnomalyActions row={row} context={context} /> }}
      />
    </>
  );
}
