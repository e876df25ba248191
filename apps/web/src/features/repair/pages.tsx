import {
  permissionCode,
  REPAIR_ORDER_ELEMENTS,
  REPAIR_TRANSITIONS,
  repairDistributionResource,
  repairOrderResource,
} from '@cvap/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourcePage } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';
import { useCurrentUser } from '../../session/user-info.js';
import { CreateOrderDialog } from './CreateOrderDialog.js';
import { DETAIL_PATH, OrderList } from './OrderList.js';
import { OrderDetail } from './OrderDetailPage.js';

function ReportButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!usePermission(REPAIR_ORDER_ELEMENTS.create.code)) return null;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="repair-create">
        {t('repair.report')}
      </Button>
      {open && <CreateOrderDialog onClose={() => setOpen(false)} onCreated={(id) => navigate(`${DETAIL_PATH}?id=${id}`)} />}
    </>
  );
}

/** Whether the user dispatches (sees every worker's orders) or works (sees their own). */
function useWorkerOnly(): number | undefined {
  const user = useCurrentUser();
  const dispatcher = usePermission(REPAIR_TRANSITIONS.distribute.element.code);
  return dispatcher ? undefined : user.id;
}

/** 我的报修: what I reported, and what I must do; the report button. */
export function MyRepairPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const worker = usePermission(REPAIR_TRANSITIONS.receive.element.code);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ReportButton />
      <Tabs
        defaultActiveKey={worker ? 'assigned' : 'mine'}
        items={[
          {
            key: 'assigned',
            label: t('repair.tabAssigned'),
            children: (
              <OrderList
                filters={{ assigneeUserId: user.id, status: ['dispatched', 'processing'] }}
                menu="/repairManager/myRepair"
                testId="repair-list-assigned"
              />
            ),
          },
          {
            key: 'mine',
            label: t('repair.tabMine'),
            children: <OrderList filters={{ reporterUserId: user.id }} menu="/repairManager/myRepair" testId="repair-list-mine" />,
          },
        ]}
      />
    </Space>
  );
}

/** 工单派发: orders awaiting dispatch, and the distribution rules that dispatch new ones by themselves. */
export function AssignRepairPage() {
  const { t } = useTranslation();
  const rules = usePermission(permissionCode(repairDistributionResource, 'view'));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ReportButton />
      <Tabs
        items={[
          {
            key: 'pending',
            label: t('repair.tabPending'),
            children: <OrderList filters={{ status: ['pending'] }} menu="/repairManager/assignRepair" testId="repair-list-pending" />,
          },
          ...(rules ? [{ key: 'rules', label: t('repair.tabRules'), children: <ResourcePage decl={repairDistributionResource} /> }] : []),
        ]}
      />
    </Space>
  );
}

/** 工单处理: orders dispatched or in progress (a worker sees their own). */
export function RepairProcessPage() {
  const assignee = useWorkerOnly();
  return (
    <OrderList
      filters={{ status: ['dispatched', 'processing'], ...(assignee ? { assigneeUserId: assignee } : {}) }}
      menu="/repairManager/repairProcess"
      testId="repair-list-process"
    />
  );
}

export function RepairRevisitPage() {
  return <OrderList filters={{ status: ['visiting'] }} menu="/repairManager/repairRevisit" testId="repair-list-revisit" />;
}

export function RepairCheckPage() {
  return <OrderList filters={{ status: ['checking'] }} menu="/repairManager/repairCheck" testId="repair-list-check" />;
}

/** 工单查询: every order with every declared filter and the export (binary, or a task with progress when large). */
export function RepairQueryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourcePage
      decl={repairOrderResource}
      overrides={{
        rangeHelperFields: [],
        rowActions: (row) => (
          <Button
            type="link"
            size="small"
            onClick={() => navigate(`${DETAIL_PATH}?id=${row.id}&menu=%2FrepairManager%2FrepairQuery`)}
            data-testid="repair-row-detail"
          >
            {t('repair.timeline')}
          </Button>
        ),
      }}
    />
  );
}

export function RepairDetailPage() {
  return <OrderDetail />;
}
