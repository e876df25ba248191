import { buildingFloorResource, permissionCode, type AreaTreeNode } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../request/client.js';
import { noticeSuccess } from '../../../request/notify.js';
import { resourceApi, useResourceList, type Row } from '../../../resource/api.js';
import { fieldRules } from '../../../resource/form-rules.js';
import { useResourceTexts } from '../../../resource/texts.js';
import { usePermission } from '../../../session/permissions.js';
import { areaChanged } from '../apartment/area-tree-query.js';

const floorApi = resourceApi(buildingFloorResource);
const FLOORS_LIMIT = 500;

/**
 * The floors of one building: add a floor (number and name), delete one. A refused delete (houses or companies
 * still on the floor) shows the server's message in the dialog as well as the usual notice.
 */
export function FloorsDialog({ building, onClose, onChanged }: { building: AreaTreeNode; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const texts = useResourceTexts(buildingFloorResource);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ floorNo: number; name: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const canAdd = usePermission(permissionCode(buildingFloorResource, 'add'));
  const canDelete = usePermission(permissionCode(buildingFloorResource, 'delete'));
  const floors = useResourceList(
    buildingFloorResource,
    { page: 1, limit: FLOORS_LIMIT, sort: 'floorNo', order: 'asc', buildingId: building.value },
    { placeholderData: undefined },
  );
  const changed = () => {
    areaChanged(queryClient);
    onChanged();
  };
  const add = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setRefusal(null);
    try {
      await floorApi.create({ buildingId: building.value, floorNo: values.floorNo, name: values.name.trim() });
      noticeSuccess(t('house.area.floorAdded'));
      form.resetFields();
      changed();
    } catch (error) {
      if (error instanceof RequestError) setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (row: Row) => {
    setRefusal(null);
    try {
      await floorApi.remove(row.id);
      noticeSuccess(t('house.area.floorDeleted'));
      changed();
    } catch (error) {
      if (error instanceof RequestError) setRefusal(error.message);
    }
  };
  const label = (name: string) => texts.fieldLabel(name);
  return (
    <Modal
      open
      width={640}
      title={t('house.area.floorsTitle', { name: building.label })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="area-floors-dialog"
    >
      {refusal && (
        <Alert
          className="area-floor-error"
          type="warning"
          showIcon
          title={t('house.area.refused')}
          description={refusal}
          closable={{ onClose: () => setRefusal(null) }}
          data-testid="area-floor-error"
        />
      )}
      {canAdd && (
        <Form form={form} layout="inline" style={{ marginBottom: 12 }} data-testid="area-floor-form">
          <Form.Item
            name="floorNo"
            label={label('floorNo')}
            rules={fieldRules(buildingFloorResource.fields.floorNo!, label('floorNo'), texts.t) as never}
          >
            <InputNumber precision={0} min={-10} max={200} data-testid="floor-no" />
          </Form.Item>
          <Form.Item
            name="name"
            label={label('name')}
            rules={fieldRules(buildingFloorResource.fields.name!, label('name'), texts.t) as never}
          >
            <Input style={{ width: 140 }} data-testid="floor-name" />
          </Form.Item>
          <Button type="primary" loading={saving} onClick={() => void add().catch(() => undefined)} data-testid="floor-add">
            {t('house.area.addFloor')}
          </Button>
        </Form>
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={floors.isFetching}
        dataSource={floors.data?.rows ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        columns={[
          { key: 'floorNo', dataIndex: 'floorNo', title: label('floorNo'), width: 120 },
          { key: 'name', dataIndex: 'name', title: label('name') },
          ...(canDelete
            ? [
                {
                  key: 'actions',
                  title: texts.t('resource.actions'),
                  width: 100,
                  render: (_: unknown, row: Row) => (
                    <Space>
                      <Popconfirm
                        title={texts.t('resource.confirmDelete')}
                        onConfirm={() => void remove(row)}
                        okButtonProps={{ 'data-testid': 'confirm-delete' } as never}
                      >
                        <Button type="link" size="small" danger data-testid={`floor-delete-${row.id}`}>
                          {t('house.area.deleteFloor')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
        data-testid="area-floors-table"
      />
    </Modal>
  );
}
