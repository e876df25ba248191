import { WarningOutlined } from '@ant-design/icons';
import { EquipmentEndpoints, equipmentFailureResource, permissionCode, type MaintainChecklist, type MaintainResult } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Radio, Result, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useLocation } from 'react-router-dom';
import { callEndpoint, endpointKey, useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import { usePermission } from '../../session/permissions.js';
import { UploadWidget } from '../../resource/UploadWidget.js';
import { idOfSearch } from './equipment-api.js';
import { UploadsInFlightScope, useUploadsInFlight } from '../../resource/uploads-in-flight.js';

interface FillValues {
  results: { ok: boolean; note?: string }[];
  photos?: string[];
  remark?: string;
}

/** The saved result of an item when it was found not OK. */
function failedResult(data: MaintainChecklist, item: string): MaintainResult | undefined {
  return data.results?.find((result) => result.item === item && !result.ok);
}

/** 上报故障 of a check item found not OK: the failure add form, filled in with the equipment and what was found. */
function failureReportLink(t: TFunction, data: MaintainChecklist, result: MaintainResult): string {
  const params = new URLSearchParams({
    equipmentId: String(data.equipmentId),
    title: t('equipment.record.failureTitle', { item: result.item }).slice(0, 100),
    description: t('equipment.record.failureDescription', { recordNo: data.recordNo, item: result.item, note: result.note ?? '' }).slice(
      0,
      1000,
    ),
  });
  return `/equipmentManager/equipmentFailureAdd?${params.toString()}`;
}

/**
 * 填写保养记录 (/equipmentManager/maintainRecordAdd?id=) and 保养记录详情 (/equipmentManager/maintainRecordDetail?id=):
 * a record with its plan's checklist; open, it is filled in on site (one OK / not OK per item, a note, photos),
 * in one column so that it is usable on a phone. Once saved, an item found not OK offers 上报故障.
 */
export function RecordPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const id = useMemo(() => idOfSearch(search), [search]);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const uploads = useUploadsInFlight();
  const [form] = Form.useForm<FillValues>();
  const canReport = usePermission(permissionCode(equipmentFailureResource, 'add'));
  const record = useEndpoint(EquipmentEndpoints.recordChecklist, { params: { id: id ?? 0 } }, { enabled: id !== null });
  if (id === null) return <Result status="info" title={t('equipment.record.noId')} />;
  if (!record.data) return <Spin />;
  const data = record.data;
  const open = data.status === 0;
  const submit = async (values: FillValues) => {
    setSaving(true);
    try {
      const results: MaintainResult[] = data.items.map((item, i) => ({
        item,
        ok: values.results[i]?.ok ?? true,
        ...(values.results[i]?.note ? { note: values.results[i]!.note } : {}),
      }));
      const body = { id, results, photos: values.photos ?? [], ...(values.remark ? { remark: values.remark } : {}) };
      await callEndpoint(EquipmentEndpoints.fillRecord, { body });
      noticeSuccess(t('equipment.record.saved'));
      await queryClient.invalidateQueries({ queryKey: endpointKey(EquipmentEndpoints.recordChecklist) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title={open ? t('equipment.record.title') : t('equipment.record.detailTitle')}
      data-testid="maintain-record"
      style={{ maxWidth: 720 }}
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('equipment.record.equipment')}>
          {data.equipmentName} ({data.equipmentCode})
        </Descriptions.Item>
        <Descriptions.Item label={t('equipment.record.plan')}>
          {data.planName} · {data.recordNo}
        </Descriptions.Item>
        <Descriptions.Item label={t('equipment.record.slot')}>{data.slot}</Descriptions.Item>
        <Descriptions.Item label={t('equipment.record.dueAt')}>
          <Space>
            {data.dueAt}
            {data.overdue && (
              <Tag color="red" data-testid="maintain-record-overdue">
                {t('equipment.record.overdue')}
              </Tag>
            )}
            {!open && <Tag color="green">{t('equipment.record.done')}</Tag>}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <UploadsInFlightScope track={uploads.track}>
        <Form
          form={form}
          layout="vertical"
          disabled={!open}
          onFinish={submit}
          initialValues={{
            results: data.items.map((item) => ({
              ok: data.results?.find((r) => r.item === item)?.ok ?? true,
              note: data.results?.find((r) => r.item === item)?.note,
            })),
          }}
        >
          {data.items.map((item, i) => (
            <Form.Item key={item} label={item} data-testid={`maintain-item-${i}`}>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Form.Item name={['results', i, 'ok']} noStyle>
                  <Radio.Group
                    optionType="button"
                    options={[
                      { value: true, label: t('equipment.record.pass') },
                      { value: false, label: t('equipment.record.fail') },
                    ]}
                  />
                </Form.Item>
                <Form.Item name={['results', i, 'note']} noStyle>
                  <Input placeholder={t('equipment.record.note')} maxLength={200} />
                </Form.Item>
                {canReport && failedResult(data, item) && (
                  <Link to={failureReportLink(t, data, failedResult(data, item)!)} data-testid={`maintain-item-${i}-report`}>
                    <WarningOutlined /> {t('equipment.record.reportFailure')}
                  </Link>
                )}
              </Space>
            </Form.Item>
          ))}
          <Form.Item name="photos" label={t('equipment.record.photos')}>
            <UploadWidget multiple pictures limit={9} />
          </Form.Item>
          <Form.Item name="remark" label={t('equipment.record.remark')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
          {open && (
            <Button
              type="primary"
              htmlType="submit"
              loading={saving}
              disabled={uploads.uploading}
              block
              data-testid="maintain-record-submit"
            >
              {t('equipment.record.submit')}
            </Button>
          )}
        </Form>
      </UploadsInFlightScope>
    </Card>
  );
}
