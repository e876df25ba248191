import { CHECK_RESULT_OPTIONS, REPAIR_TRANSITIONS, type RepairAction } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Radio, Rate, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadWidget } from '../../resource/UploadWidget.js';
import { repairApi, repairChanged } from './repair-api.js';
import { useLabel } from './use-language.js';
import { UploadsInFlightScope, useUploadsInFlight } from '../../resource/uploads-in-flight.js';
import { RepairEndpoints } from '@cvap/contracts';
import { useEndpoint } from '../../request/endpoint.js';

/**
 * One step of the machine on one order: the form asks exactly what the step requires (contracts
 * REPAIR_TRANSITIONS: a reason, photos, a worker, a rating, a result and a score) and, optionally, a note and
 * photos for every step. The server checks the same rules again.
 */
export function StepDialog({ action, orderId, onClose }: { action: RepairAction; orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const uploads = useUploadsInFlight();
  const transition = REPAIR_TRANSITIONS[action];
  const requires = new Set(transition.requires);
  const workers = useEndpoint(RepairEndpoints.workers, {}, { enabled: requires.has('worker') });

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const body = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
    );
    setSaving(true);
    try {
      await repairApi.step(action, orderId, body);
      void message.success(t('repair.done'));
      repairChanged(queryClient);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={label(transition.label)}
      okText={t('repair.submit')}
      cancelText={t('repair.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ disabled: uploads.uploading, 'data-testid': 'repair-step-submit' } as never}
    >
      <UploadsInFlightScope track={uploads.track}>
        <Form form={form} layout="vertical" data-testid={`repair-step-form-${action}`}>
          {requires.has('worker') && (
            <Form.Item name="workerId" label={t('repair.worker')} rules={[{ required: true, message: t('repair.workerRequired') }]}>
              <Select
                data-testid="repair-step-worker"
                loading={workers.isLoading}
                options={(workers.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
              />
            </Form.Item>
          )}
          {requires.has('rating') && (
            <Form.Item name="rating" label={t('repair.rating')} rules={[{ required: true, message: t('repair.ratingRequired') }]}>
              <Rate data-testid="repair-step-rating" />
            </Form.Item>
          )}
          {requires.has('checkResult') && (
            <Form.Item
              name="checkResult"
              label={t('repair.checkResult')}
              rules={[{ required: true, message: t('repair.checkResultRequired') }]}
            >
              <Radio.Group
                data-testid="repair-step-result"
                options={CHECK_RESULT_OPTIONS.map((o) => ({ value: o.value, label: label(o) }))}
              />
            </Form.Item>
          )}
          {requires.has('score') && (
            <Form.Item name="score" label={t('repair.score')} rules={[{ required: true, message: t('repair.scoreRequired') }]}>
              <InputNumber data-testid="repair-step-score" min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item
            name="reason"
            label={t('repair.reason')}
            rules={requires.has('reason') ? [{ required: true, whitespace: true, message: t('repair.reasonRequired') }] : []}
          >
            <Input.TextArea data-testid="repair-step-reason" rows={3} maxLength={500} showCount />
          </Form.Item>
          <Form.Item
            name="photos"
            label={t('repair.photos')}
            rules={requires.has('photo') ? [{ required: true, type: 'array', min: 1, message: t('repair.photoRequired') }] : []}
          >
            <UploadWidget multiple pictures limit={9} />
          </Form.Item>
        </Form>
      </UploadsInFlightScope>
    </Modal>
  );
}
