import { AccessEndpoints, AUTH_ELEMENTS, AUTH_TASK_TYPE, type AuthException, type AuthResult } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callEndpoint, endpointKey, useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import { usePermission } from '../../session/permissions.js';
import { startedTask } from '../../tasks/task-list.js';
import { updateTask } from '../../tasks/task-store.js';
import { AuthFileButton } from './AuthFileDialog.js';

function useRetry() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (taskId: string, resultIds?: number[]) => {
    const started = await callEndpoint(AccessEndpoints.authRetry, { body: { taskId, ...(resultIds ? { resultIds } : {}) } });
    updateTask(startedTask(started.taskId, AUTH_TASK_TYPE, AUTH_ELEMENTS.retry.menu, t('authException.retryTask')));
    noticeSuccess(t('authException.retried'));
    void queryClient.invalidateQueries({ queryKey: endpointKey(AccessEndpoints.authExceptions) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(AccessEndpoints.authDetail) });
  };
}

/** /householdManager/authException: authorisations with failed device writes, newest first, each with retry. */
export function AuthExceptionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canRetry = usePermission(AUTH_ELEMENTS.retry.code);
  const retry = useRetry();
  const [page, setPage] = useState(1);
  const list = useEndpoint(AccessEndpoints.authExceptions, { body: { page, limit: 20 } });
  return (
    <Card title={t('authException.title')} extra={<AuthFileButton />}>
      <Table<AuthException>
        rowKey="taskId"
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        pagination={{ current: page, total: list.data?.total ?? 0, pageSize: 20, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('authException.subjects'), dataIndex: 'subjects' },
          { title: t('authException.devices'), dataIndex: 'devices', width: 90 },
          { title: t('authException.succeeded'), dataIndex: 'succeeded', width: 90 },
          { title: t('authException.failed'), dataIndex: 'failed', width: 90, render: (n: number) => <Tag color="error">{n}</Tag> },
          {
            title: t('authException.status'),
            dataIndex: 'status',
            width: 110,
            render: (s: AuthException['status']) => t(`authException.statusName.${s}`),
          },
          { title: t('authException.operator'), dataIndex: 'operator', width: 110 },
          { title: t('authException.createdAt'), dataIndex: 'createdAt', width: 170 },
          {
            title: t('authException.actions'),
            width: 170,
            render: (_, row) => (
              <>
                <Button
                  type="link"
                  size="small"
                  onClick={() => navigate(`/householdManager/authException2?taskId=${row.taskId}`)}
                  data-testid={`auth-detail-${row.taskId}`}
                >
                  {t('authException.detail')}
                </Button>
                {canRetry && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void retry(row.taskId).catch(() => undefined)}
                    data-testid={`auth-retry-${row.taskId}`}
                  >
                    {t('authException.retry')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** /householdManager/authException2?taskId=: one authorisation's per-device results, failed first, with retry. */
export function AuthExceptionDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const canRetry = usePermission(AUTH_ELEMENTS.retry.code);
  const retry = useRetry();
  const detail = useEndpoint(AccessEndpoints.authDetail, { body: { taskId } }, { enabled: taskId !== '' });
  const failed = (detail.data ?? []).filter((r) => r.result === 2).map((r) => r.id);
  return (
    <Card
      title={t('authException.detailTitle')}
      extra={
        <Space>
          <AuthFileButton />
          {canRetry && failed.length > 0 && (
            <Button type="primary" onClick={() => void retry(taskId, failed).catch(() => undefined)} data-testid="auth-retry-failed">
              {t('authException.retryFailed', { count: failed.length })}
            </Button>
          )}
        </Space>
      }
    >
      <Table<AuthResult>
        rowKey="id"
        loading={detail.isLoading}
        dataSource={detail.data ?? []}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { title: t('authException.subject'), dataIndex: 'subjectName' },
          { title: t('authException.credential'), dataIndex: 'credential' },
          { title: t('authException.device'), render: (_, r) => `${r.deviceName}（${r.deviceCode}）` },
          {
            title: t('authException.result'),
            dataIndex: 'result',
            render: (v: AuthResult['result']) =>
              v === 1 ? <Tag color="success">{t('authException.ok')}</Tag> : <Tag color="error">{t('authException.fail')}</Tag>,
          },
          {
            title: t('authException.reason'),
            dataIndex: 'reason',
            render: (v: string | null) => <span data-testid="auth-reason">{v ?? ''}</span>,
          },
          { title: t('authException.finishedAt'), dataIndex: 'finishedAt', width: 170 },
        ]}
      />
    </Card>
  );
}
