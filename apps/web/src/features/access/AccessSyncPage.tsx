import { SyncOutlined } from '@ant-design/icons';
import {
  ACCESS_SYNC_ELEMENTS,
  ACCESS_SYNC_TASK_TYPE,
  AccessEndpoints,
  RALID_STEP_NAMES,
  type SyncRun,
  type SyncStep,
} from '@cvap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Progress, Steps, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useExternalStore } from '../../app/external-store.js';
import { callEndpoint, endpointKey, useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import { Permission } from '../../session/permissions.js';
import { startedTask } from '../../tasks/task-list.js';
import { taskStore, updateTask } from '../../tasks/task-store.js';

const LATEST_KEY = endpointKey(AccessEndpoints.syncLatest);

const STEP_STATUS = { pending: 'wait', running: 'process', succeeded: 'finish', failed: 'error' } as const;

/** The eight steps of a run; a one-step run (the spec's single routes) shows the others as pending. */
function allSteps(run: SyncRun | null): SyncStep[] {
  return RALID_STEP_NAMES.map((name) => run?.steps.find((s) => s.name === name) ?? { name, status: 'pending', count: 0, error: null });
}

/**
 * /deviceManager/accessSync (门禁平台同步): runs the eight-step sync from the access-control platform (spec section
 * 4) as a background task and shows each step pending / running / succeeded / failed with its count; a failed
 * step shows the platform's error. The run's progress arrives on the task channel; the steps are read again on
 * each push.
 */
export default function AccessSyncPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useEndpoint(
    AccessEndpoints.syncLatest,
    {},
    {
      // Pushes drive the refresh; while a run is going, read it every second too, so a push missed between two
      // reads (a fast run) never leaves the screen showing a finished run as running.
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
    },
  );
  const run = latest.data ?? null;
  const tasks = useExternalStore(taskStore);
  const pushed = run?.taskId ? tasks.find((task) => task.id === run.taskId) : undefined;

  // Each push of the run's task (progress, end) reads the steps again.
  useEffect(() => {
    if (pushed) void queryClient.invalidateQueries({ queryKey: LATEST_KEY });
  }, [pushed?.progress, pushed?.status, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps

  const start = useMutation({
    mutationFn: () => callEndpoint(AccessEndpoints.syncStart, {}),
    onSuccess: ({ taskId }) => {
      updateTask(startedTask(taskId, ACCESS_SYNC_TASK_TYPE, ACCESS_SYNC_ELEMENTS.run.menu, t('accessSync.taskTitle')));
      noticeSuccess(t('accessSync.started'));
      void queryClient.invalidateQueries({ queryKey: LATEST_KEY });
    },
  });

  const running = run?.status === 'running';
  const progress = running && pushed ? Math.max(pushed.progress, run.progress) : (run?.progress ?? 0);
  const failed = run?.steps.find((s) => s.status === 'failed');

  return (
    <Card
      title={
        <span>
          <SyncOutlined style={{ marginRight: 8 }} />
          {t('accessSync.title')}
        </span>
      }
      extra={
        <Permission code={ACCESS_SYNC_ELEMENTS.run.code}>
          <Button
            type="primary"
            loading={start.isPending}
            disabled={running}
            onClick={() => start.mutate()}
            data-testid="access-sync-start"
          >
            {running ? t('accessSync.running') : run ? t('accessSync.rerun') : t('accessSync.start')}
          </Button>
        </Permission>
      }
    >
      <p style={{ color: '#595959' }}>{t('accessSync.description')}</p>
      {run ? (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('accessSync.status')}>
            <Tag
              color={run.status === 'succeeded' ? 'success' : run.status === 'failed' ? 'error' : 'processing'}
              data-testid="access-sync-status"
              data-task-id={run.taskId ?? ''}
            >
              {t(`accessSync.runStatus.${run.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('accessSync.startedAt')}>{run.startedAt}</Descriptions.Item>
          <Descriptions.Item label={t('accessSync.startedBy')}>{run.startedBy ?? ''}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert type="info" showIcon message={t('accessSync.never')} style={{ marginBottom: 16 }} />
      )}
      <Progress
        percent={progress}
        status={run?.status === 'failed' ? 'exception' : running ? 'active' : undefined}
        data-testid="access-sync-progress"
      />
      {failed ? (
        <Alert
          type="error"
          showIcon
          style={{ margin: '16px 0' }}
          message={t('accessSync.failedStep', { step: t(`accessSync.steps.${failed.name}`) })}
          description={failed.error}
          data-testid="access-sync-error"
        />
      ) : null}
      <Steps
        direction="vertical"
        size="small"
        style={{ marginTop: 16 }}
        items={allSteps(run).map((step, index) => ({
          title: `${index + 1}. ${t(`accessSync.steps.${step.name}`)}`,
          status: STEP_STATUS[step.status],
          description: (
            <span data-testid={`access-sync-step-${step.name}`} data-status={step.status}>
              {t(`accessSync.stepStatus.${step.status}`)}
              {step.status === 'succeeded' ? ` · ${t('accessSync.count', { count: step.count })}` : ''}
              {step.error ? ` · ${step.error}` : ''}
            </span>
          ),
        }))}
      />
    </Card>
  );
}
