import { repairOrderResource, type RepairStatus } from '@cvap/contracts';
import { Card, Empty, List, Pagination, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useResourceList } from '../../resource/api.js';
import { StatusTag } from './status-tag.js';

export const DETAIL_PATH = '/repairManager/myRepairDetail';

/**
 * Orders of one workflow stage as cards (one column on a phone, a grid on a desktop): number, state, title,
 * place, type, worker, deadline. A card opens the order's detail, whose actions are the machine's.
 */
export function OrderList({
  filters,
  menu,
  testId,
}: {
  filters: { status?: RepairStatus[]; assigneeUserId?: number; reporterUserId?: number };
  menu: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const body = { page, limit: 12, ...filters };
  const list = useResourceList(repairOrderResource, body, { placeholderData: undefined });
  const rows = list.data?.rows ?? [];
  const open = (id: number) => navigate(`${DETAIL_PATH}?id=${id}&menu=${encodeURIComponent(menu)}`);
  return (
    <div data-testid={testId}>
      <List
        loading={list.isLoading}
        grid={{ gutter: 12, xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 4 }}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('repair.empty')} /> }}
        renderItem={(row) => (
          <List.Item>
            <Card
              size="small"
              hoverable
              onClick={() => open(row.id)}
              data-testid={`repair-card-${row.orderNo}`}
              title={
                <Space size={6} wrap>
                  <StatusTag status={String(row.status)} />
                  <Typography.Text>{row.orderNo}</Typography.Text>
                </Space>
              }
              extra={row.overdue === 1 ? <Tag color="red">{t('repair.overdue')}</Tag> : null}
            >
              <Typography.Paragraph strong ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                {row.title}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {[row.typeIdLabel, row.address, row.assigneeUserIdLabel].filter(Boolean).join(' · ')}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary">{row.createdAt}</Typography.Text>
              </div>
            </Card>
          </List.Item>
        )}
      />
      {(list.data?.total ?? 0) > 12 && (
        <Pagination size="small" current={page} pageSize={12} total={list.data?.total ?? 0} onChange={setPage} showSizeChanger={false} />
      )}
    </div>
  );
}
