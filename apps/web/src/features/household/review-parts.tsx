import { REJECT_REASON_MAX } from '@cvap/contracts';
import { Button, Form, Input, Modal, Select, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Row } from '../../resource/api.js';
import { fieldOf } from '../../resource/decl.js';
import type { ResourceTexts } from '../../resource/texts.js';
import { HouseholdPaths, inlineUrl, KINDS, type RegistrationKind } from './registration-kinds.js';
import { rejectReasonError, rowReviewActions } from './review-actions.js';

export interface SearchValues {
  name?: string;
  phone?: string;
  reviewStatus?: number | null;
}

/** The reason of a rejection (one registration or a batch): required, at most REJECT_REASON_MAX characters. */
export function RejectDialog({
  count,
  name,
  onCancel,
  onConfirm,
}: {
  count: number;
  name?: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await onConfirm(reason.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={name ? t('household.rejectTitle', { name }) : t('household.rejectTitleBatch', { count })}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('household.reject')}
      okButtonProps={{ danger: true, loading: saving, 'data-testid': 'reject-ok' } as never}
      destroyOnHidden
      data-testid="reject-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('household.rejectReason')}
          required
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const error = rejectReasonError(value);
                if (error === 'required') return Promise.reject(new Error(t('household.rejectReasonRequired')));
                if (error === 'tooLong') return Promise.reject(new Error(t('household.rejectReasonMax', { n: REJECT_REASON_MAX })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REJECT_REASON_MAX} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The review list's search: name, phone and review status; reset goes back to the pending ones. */
export function ReviewSearch({
  kind,
  form,
  initial,
  texts,
  onSearch,
}: {
  kind: RegistrationKind;
  form: FormInstance<SearchValues>;
  initial: SearchValues;
  texts: ResourceTexts;
  onSearch: (values: SearchValues) => void;
}) {
  const { t } = useTranslation();
  const decl = KINDS[kind].decl;
  return (
    <Form form={form} layout="inline" className="resource-search" initialValues={initial} onFinish={onSearch} data-testid="review-search">
      <Form.Item name="name" label={texts.fieldLabel('name')}>
        <Input allowClear data-testid="review-search-name" />
      </Form.Item>
      <Form.Item name="phone" label={texts.fieldLabel('phone')}>
        <Input allowClear data-testid="review-search-phone" />
      </Form.Item>
      <Form.Item name="reviewStatus" label={texts.fieldLabel('reviewStatus')}>
        <Select
          allowClear
          style={{ width: 140 }}
          options={(fieldOf(decl, 'reviewStatus')?.options ?? []).map((option) => ({
            value: option.value,
            label: texts.optionLabel(option),
          }))}
          data-testid="review-search-status"
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="review-search-submit">
          {t('household.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            form.submit();
          }}
          data-testid="review-search-reset"
        >
          {t('household.reset')}
        </Button>
      </Space>
    </Form>
  );
}

/** A row's detail link and the verdicts its status allows a reviewer. */
export function ReviewRowActions({
  kind,
  row,
  mayReview,
  texts,
  onPass,
  onReject,
}: {
  kind: RegistrationKind;
  row: Row;
  mayReview: boolean;
  texts: ResourceTexts;
  onPass: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offered = rowReviewActions(row.reviewStatus, mayReview);
  return (
    <Space size={0} className="resource-row-actions">
      <Button
        type="link"
        size="small"
        onClick={() => navigate(inlineUrl('detail', kind, row.id, HouseholdPaths.examine))}
        data-testid={`row-detail-${row.id}`}
      >
        {texts.t('resource.detail')}
      </Button>
      {offered.pass && (
        <Button type="link" size="small" onClick={onPass} data-testid={`row-pass-${row.id}`}>
          {t('household.pass')}
        </Button>
      )}
      {offered.reject && (
        <Button type="link" size="small" danger onClick={onReject} data-testid={`row-reject-${row.id}`}>
          {t('household.reject')}
        </Button>
      )}
    </Space>
  );
}
