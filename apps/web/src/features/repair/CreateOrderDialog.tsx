import { MOBILE_PATTERN, REPAIR_SOURCE_OPTIONS, type RepairOrderInput } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../resource/discard-guard.js';
import { readCompanyId } from '../../session/residential-choice.js';
import { useOptionalUser } from '../../session/user-info.js';
import { UploadWidget } from '../../resource/UploadWidget.js';
import { repairApi, repairChanged } from './repair-api.js';
import { RepairTypeSelect } from './RepairTypeSelect.js';
import { useLabel } from './use-language.js';
import { UploadsInFlightScope, useUploadsInFlight } from '../../resource/uploads-in-flight.js';
import { RepairEndpoints } from '@cvap/contracts';
import { useEndpoint } from '../../request/endpoint.js';

/**
 * 新增报修: the service centre (or anyone granted) registers a repair for the acting community. The create carries
 * a one-time BusinessToken fetched when the dialog opens, so a double click or a retry creates one order.
 */
export function CreateOrderDialog({
  onClose,
  onCreated,
  editing,
}: {
  onClose: () => void;
  onCreated?: (id: number) => void;
  /** Edit this order (awaiting dispatch) instead: the same form, saved by the update step with its own token. */
  editing?: { id: number; values: Partial<RepairOrderInput> };
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RepairOrderInput & { companyId?: string }>();
  const user = useOptionalUser();
  // The head office acting for itself reports for a community it names here (an order is a community's).
  const forResidential = !editing && user?.headOffice === true && readCompanyId() === null ? user.communities : null;
  const close = useDiscardGuard(form, onClose);
  const [saving, setSaving] = useState(false);
  const uploads = useUploadsInFlight();
  const token = useEndpoint(
    RepairEndpoints.businessToken,
    {},
    {
      gcTime: 0,
      staleTime: Infinity,
      enabled: !editing,
    },
  );

  const submit = async () => {
    const { companyId, ...values } = await form.validateFields();
    setSaving(true);
    try {
      if (editing) {
        await repairApi.step('update', editing.id, values);
        void message.success(t('repair.done'));
        repairChanged(queryClient);
        onClose();
        return;
      }
      const created = await repairApi.create(values, token.data, companyId);
      void message.success(`${t('repair.done')} ${created.orderNo}`);
      repairChanged(queryClient);
      onCreated?.(created.id);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(editing ? 'repair.editTitle' : 'repair.reportTitle')}
      okText={t('repair.submit')}
      cancelText={t('repair.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'repair-create-submit', disabled: uploads.uploading || (!editing && !token.data) } as never}
    >
      <UploadsInFlightScope track={uploads.track}>
        <Form form={form} layout="vertical" initialValues={editing?.values ?? { source: 'serviceCentre' }} data-testid="repair-create-form">
          {forResidential && (
            <Form.Item name="companyId" label={t('repair.community')} rules={[{ required: true }]}>
              <Select
                data-testid="repair-create-community"
                options={forResidential.map((residential) => ({ value: residential.companyId, label: residential.residentialName }))}
              />
            </Form.Item>
          )}
          <Form.Item name="typeId" label={t('repair.type')} rules={[{ required: true }]}>
            <RepairTypeSelect testId="repair-create-type" />
          </Form.Item>
          <Form.Item name="title" label={t('repair.titleField')} rules={[{ required: true, whitespace: true, max: 200 }]}>
            <Input data-testid="repair-create-title" maxLength={200} />
          </Form.Item>
          <Form.Item name="address" label={t('repair.address')} rules={[{ required: true, whitespace: true, max: 200 }]}>
            <Input data-testid="repair-create-address" maxLength={200} />
          </Form.Item>
          <Form.Item name="reporterName" label={t('repair.reporter')} rules={[{ required: true, whitespace: true, max: 50 }]}>
            <Input data-testid="repair-create-reporter" maxLength={50} />
          </Form.Item>
          <Form.Item name="reporterPhone" label={t('repair.phone')} rules={[{ required: true, pattern: MOBILE_PATTERN }]}>
            <Input data-testid="repair-create-phone" maxLength={11} />
          </Form.Item>
          <Form.Item name="source" label={t('repair.source')} rules={[{ required: true }]}>
            <Select options={REPAIR_SOURCE_OPTIONS.map((o) => ({ value: o.value, label: label(o) }))} />
          </Form.Item>
          <Form.Item name="content" label={t('repair.content')}>
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
          <Form.Item name="photos" label={t('repair.photos')}>
            <UploadWidget multiple pictures limit={9} />
          </Form.Item>
        </Form>
      </UploadsInFlightScope>
    </Modal>
  );
}
