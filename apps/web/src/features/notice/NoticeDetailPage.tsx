import { NoticeEndpoints, noticeResource, permissionCode, referenceLabelKey } from '@cvap/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Table, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { callEndpoint, endpointKey, useEndpoint } from '../../request/endpoint.js';
import { renderCell } from '../../resource/cells.js';
import { useResourceTexts } from '../../resource/texts.js';
import { UploadWidget } from '../../resource/UploadWidget.js';
import { usePermission } from '../../session/permissions.js';
import { idOfQuery, NoticeRoutes } from './notice-api.js';
import { NoticeBody } from './NoticeBody.js';
import './notice.css';

const META = ['status', 'publishedAt', 'scheduledAt', 'audience', 'communityIds', 'buildingIds', 'top', 'readCount', 'createdAt'] as const;

/**
 * /noticeManager/detail?id=: the notice as a reader sees it (title, body shown harmlessly, attachments), its
 * publishing facts and who read it. Opening a published notice counts the reader once.
 */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const texts = useResourceTexts(noticeResource);
  const mayEdit = usePermission(permissionCode(noticeResource, 'edit'));
  const id = useMemo(() => idOfQuery(search), [search]);
  // The notice as its reader sees it, read fresh.
  const detail = useEndpoint(NoticeEndpoints.view, { params: { id: id ?? 0 } }, { enabled: id !== null, staleTime: 0, retry: false });
  const published = detail.data?.status === 1;
  // A notice read here but kept elsewhere (the head office's, read in a community) is neither edited nor audited here.
  const managed = detail.data?.managed === true;
  const read = useEndpoint(
    NoticeEndpoints.read,
    { params: { id: id ?? 0 } },
    {
      enabled: id !== null && published,
      staleTime: Infinity,
      retry: false,
    },
  );
  // Who read it: only for notices the scope manages (anyone else gets nothing, quietly), asked once the caller's
  // own read is counted.
  const readersInput = { params: { id: id ?? 0 } };
  const readers = useQuery({
    queryKey: endpointKey(NoticeEndpoints.readers, readersInput),
    queryFn: () => callEndpoint(NoticeEndpoints.readers, readersInput, { caught: true }),
    enabled: id !== null && managed && (!published || read.isFetched),
    retry: false,
  });
  // A counted read changes the list's read count.
  useEffect(() => {
    if (!read.data?.counted) return;
    void queryClient.invalidateQueries({ queryKey: ['resource', noticeResource.name, 'page'] });
    void queryClient.invalidateQueries({ queryKey: endpointKey(NoticeEndpoints.readers) });
  }, [read.data, queryClient]);

  if (id === null || detail.isError) return <Result status="404" title={t('notice.notFound')} data-testid="notice-not-found" />;
  const row = detail.data;
  if (!row) return <Spin />;
  const readCount = read.data?.readCount ?? row.readCount;
  const attachments = (row.attachments as string[] | null) ?? [];
  const items = META.filter((name) => {
    if (name === 'communityIds') return row.audience === 'communities';
    if (name === 'buildingIds') return row.audience === 'buildings';
    if (name === 'scheduledAt') return row.scheduledAt !== null;
    return true;
  }).map((name) => {
    const field = noticeResource.fields[name]!;
    const value = name === 'readCount' ? readCount : row[name];
    return {
      key: name,
      label: texts.fieldLabel(name, field),
      children: <span data-testid={`detail-${name}`}>{renderCell(field, value, texts, row[referenceLabelKey(name)])}</span>,
    };
  });
  return (
    <div className="notice-detail" data-testid="notice-detail">
      <Card
        title={
          <Space>
            {row.top === 1 && <Tag color="red">{t('notice.pinned')}</Tag>}
            <span data-testid="notice-title">{String(row.title)}</span>
          </Space>
        }
        extra={
          mayEdit && managed ? (
            <Button type="primary" onClick={() => navigate(NoticeRoutes.edit(row.id))} data-testid="detail-edit">
              {t('notice.edit')}
            </Button>
          ) : null
        }
      >
        <Descriptions column={3} size="small" items={items} className="notice-detail__meta" />
        <NoticeBody html={String(row.body ?? '')} />
        <div className="notice-detail__attachments" data-testid="notice-attachments">
          <h4>{t('notice.attachments')}</h4>
          {attachments.length ? <UploadWidget multiple value={attachments} disabled /> : <span>{t('notice.noAttachments')}</span>}
        </div>
      </Card>
      {managed && !readers.isError && (
        <Card title={`${t('notice.readers')} (${readCount})`} data-testid="notice-readers">
          {readers.data?.length ? (
            <Table
              rowKey="userId"
              size="small"
              pagination={false}
              dataSource={readers.data}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('notice.reader') },
                { key: 'readAt', dataIndex: 'readAt', title: t('notice.readAt') },
              ]}
            />
          ) : (
            <Empty description={t('notice.noReaders')} />
          )}
        </Card>
      )}
    </div>
  );
}
