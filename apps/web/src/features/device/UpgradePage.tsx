import {
  DEVICE_ELEMENTS,
  DeviceEndpoints,
  deviceUpgradeResource,
  TaskStatus,
  UPGRADE_RESULT_OPTIONS,
  type UpgradeResultRow,
} from '@cvap/contracts';
import { Button, Form, Modal, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSuccess } from '../../request/notify.js';
import { ResourcePage } from '../../resource/ResourcePage.js';
import { useReferenceChoices } from '../../resource/reference.js';
import { usePermission } from '../../session/permissions.js';
import { startedTask } from '../../tasks/task-list.js';
import { onTaskEnded, updateTask } from '../../tasks/task-store.js';
import { deviceApi } from './device-api.js';
import { useEndpoint } from '../../request/endpoint.js';
import { useLabel } from '../../i18n/label.js';

const DEVICE_FIELD = { kind: 'reference', label: { zh: '设备', en: 'Device' }, ref: { resource: 'device' } } as const;

function Results({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const labelOf = useLabel();
  const [running, setRunning] = useState(true);
  const results = useEndpoint(DeviceEndpoints.upgradeResults, { query: { taskId } }, { refetchInterval: running ? 1000 : false });
  const { refetch } = results;
  // Once the task has ended, the rows are read one last time (the last device's result may be newer).
  useEffect(
    () =>
      onTaskEnded((task) => {
        if (task.id !== taskId || task.status === TaskStatus.RUNNING) return;
        setRunning(false);
        void refetch();
      }),
    [taskId, refetch],
  );
  const label = (value: number) => {
    const option = UPGRADE_RESULT_OPTIONS.find((o) => o.value === value)!;
    return <Tag color={option.color}>{labelOf(option)}</Tag>;
  };
  return (
    <Table<UpgradeResultRow>
      size="small"
      rowKey="deviceId"
      pagination={false}
      data-testid="upgrade-results"
      dataSource={results.data ?? []}
      columns={[
        { title: t('device.device'), render: (_, r) => `${r.deviceName}（${r.deviceCode}）` },
        { title: t('device.results'), dataIndex: 'result', render: (value: number) => label(value) },
        { title: t('device.reason'), dataIndex: 'reason' },
      ]}
    />
  );
}

function PushDialog({ upgrade, onClose }: { upgrade: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const devices = useReferenceChoices(DEVICE_FIELD);
  const [form] = Form.useForm<{ deviceIds: number[] }>();
  const [taskId, setTaskId] = useState<string | null>(null);
  const submit = async () => {
    const { deviceIds } = await form.validateFields();
    const { taskId: id } = await deviceApi.push({ upgradeId: upgrade.id, deviceIds });
    updateTask(startedTask(id, 'deviceUpgrade', deviceUpgradeResource.menu, t('device.pushTaskTitle', { name: upgrade.name })));
    noticeSuccess(t('device.pushStarted'));
    setTaskId(id);
  };
  return (
    <Modal
      open
      title={t('device.pushTitle', { name: upgrade.name })}
      onCancel={onClose}
      onOk={taskId ? onClose : () => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'push-submit' } as never}
      width={640}
    >
      {taskId ? (
        <Results taskId={taskId} />
      ) : (
        <Form form={form} layout="vertical">
          <Form.Item
            name="deviceIds"
            label={t('device.pushDevices')}
            rules={[{ required: true, message: t('device.pushDevicesRequired') }]}
          >
            <Select
              mode="multiple"
              options={devices.options}
              loading={devices.loading}
              optionFilterProp="label"
              data-testid="push-devices"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** /deviceManager/deviceUpgradeMng: upgrade packages, and their push to chosen devices with per-device results. */
export default function UpgradePage() {
  const { t } = useTranslation();
  const mayPush = usePermission(DEVICE_ELEMENTS.upgradePush.code);
  const [pushing, setPushing] = useState<{ id: number; name: string } | null>(null);
  return (
    <>
      <ResourcePage
        decl={deviceUpgradeResource}
        overrides={{
          rowActions: (row) =>
            mayPush && (
              <Button
                type="link"
                size="small"
                data-testid="upgrade-push"
                onClick={() => setPushing({ id: row.id as number, name: `${String(row.upgradeName)} ${String(row.upgradeVersion)}` })}
              >
                {t('device.push')}
              </Button>
            ),
        }}
      />
      {pushing && <PushDialog upgrade={pushing} onClose={() => setPushing(null)} />}
    </>
  );
}
