import { PlusOutlined } from '@ant-design/icons';
import { NOTICE_ELEMENTS, noticeResource, permissionCode } from '@cvap/contracts';
import { Button, Popconfirm, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Row } from '../../resource/api.js';
import { ResourcePage, type ResourcePageContext, type ResourcePageOverrides } from '../../resource/ResourcePage.js';
import { noticeSuccess } from '../../request/notify.js';
import { usePermission } from '../../session/permissions.js';
import { noticeApi, NoticeRoutes } from './notice-api.js';
import { NoticeBoardPanel } from './NoticeBoardPanel.js';
import './notice.css';

/**
 * /noticeManager/index: the notices the acting scope manages (the declaration's search, table and pager, pinned
 * first, then the newest; add, edit and detail open the inline pages; publish or withdraw per row), and beside
 * them the board of published notices addressed to it (the head office's for the company or this community).
 */
export function NoticeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAdd = usePermission(permissionCode(noticeResource, 'add'));
  const canEdit = usePermission(permissionCode(noticeResource, 'edit'));
  const canView = usePermission(permissionCode(noticeResource, 'view'));
  const canPublish = usePermission(NOTICE_ELEMENTS.publish.code);
  const [view, setView] = useState<'manage' | 'board'>('manage');
  const overrides = useMemo<ResourcePageOverrides>(() => {
    const publish = async (row: Row, status: 0 | 1, context: ResourcePageContext) => {
      await noticeApi.publish(row.id, status);
      noticeSuccess(t(status === 1 ? 'notice.published' : 'notice.withdrawn'));
      context.refresh();
    };
    return {
      hiddenActions: ['add', 'edit', 'view'],
      toolbar: () =>
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NoticeRoutes.add)} data-testid="resource-add">
            {t('resource.add')}
          </Button>
        ),
      leadingRowActions: (row: Row) => (
        <>
          {canView && (
            <Button type="link" size="small" onClick={() => navigate(NoticeRoutes.detail(row.id))} data-testid={`row-detail-${row.id}`}>
              {t('resource.detail')}
            </Button>
          )}
          {canEdit && (
            <Button type="link" size="small" onClick={() => navigate(NoticeRoutes.edit(row.id))} data-testid={`row-edit-${row.id}`}>
              {t('resource.edit')}
            </Button>
          )}
        </>
      ),
      rowActions: (row: Row, context) =>
        canPublish &&
        (row.status === 1 ? (
          <Popconfirm
            title={t('notice.confirmWithdraw')}
            onConfirm={() => publish(row, 0, context).catch(() => undefined)}
            okButtonProps={{ 'data-testid': 'confirm-withdraw' } as never}
          >
            <Button type="link" size="small" data-testid={`row-withdraw-${row.id}`}>
              {t('notice.withdraw')}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            type="link"
            size="small"
            onClick={() => void publish(row, 1, context).catch(() => undefined)}
            data-testid={`row-publish-${row.id}`}
          >
            {t('notice.publish')}
          </Button>
        )),
    };
  }, [canAdd, canEdit, canView, canPublish, navigate, t]);
  return (
    <Tabs
      className="notice-list-tabs"
      activeKey={view}
      onChange={(key) => setView(key as 'manage' | 'board')}
      items={[
        { key: 'manage', label: t('notice.manage'), children: <ResourcePage decl={noticeResource} overrides={overrides} /> },
        { key: 'board', label: <span data-testid="notice-board-tab">{t('notice.board')}</span>, children: <NoticeBoardPanel /> },
      ]}
      destroyOnHidden
    />
  );
}
