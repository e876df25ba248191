import { NoticeEndpoints, type NoticeBoardEntry } from '@cvap/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Empty, List, Pagination, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpoint } from '../../request/endpoint.js';
import { NoticeRoutes } from './notice-api.js';

const PAGE_SIZE = 10;

/** The published notices addressed to the acting scope (the head office's included), pinned first; a title opens it. */
export function NoticeBoardPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const board = useEndpoint(NoticeEndpoints.board, { body: { page, limit: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const rows = board.data?.rows ?? [];
  return (
    <Card data-testid="notice-board">
      {rows.length === 0 && !board.isLoading ? (
        <Empty description={t('notice.boardEmpty')} />
      ) : (
        <List<NoticeBoardEntry>
          loading={board.isLoading}
          dataSource={rows}
          renderItem={(row) => (
            <List.Item
              key={row.id}
              extra={
                <span className="notice-board__meta">{t('notice.boardMeta', { time: row.publishedAt ?? '', count: row.readCount })}</span>
              }
            >
              <Space>
                {row.top === 1 && <Tag color="red">{t('notice.pinned')}</Tag>}
                <a onClick={() => void navigate(NoticeRoutes.detail(row.id))} data-testid={`board-notice-${row.id}`}>
                  {row.title}
                </a>
              </Space>
            </List.Item>
          )}
        />
      )}
      {(board.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination className="notice-board__pager" current={page} pageSize={PAGE_SIZE} total={board.data?.total} onChange={setPage} />
      )}
    </Card>
  );
}
