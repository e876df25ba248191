import { Button } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useExternalStore } from '../app/external-store.js';
import { closeNotice, noticePersistent } from '../request/notify.js';
import { useToken } from '../session/token.js';
import { taskChannelUrl } from './api.js';
import { openTaskDetail, openTaskDetailStore } from './task-detail-store.js';
import { taskOutcome, type TaskEntry } from './task-list.js';
import { startTaskChannel } from './task-socket.js';
import { onTaskEnded } from './task-store.js';

const TaskDetailDialog = lazy(() => import('./TaskDetailDialog.js'));

/**
 * What runs for tasks whatever page is shown: the push channel while a token exists, the persistent
 * notification when a task ends, and the details dialog.
 */
export function TaskBackground() {
  const { t } = useTranslation();
  const token = useToken();
  const detailId = useExternalStore(openTaskDetailStore);

  useEffect(() => (token ? startTaskChannel(taskChannelUrl(), token) : undefined), [token]);

  useEffect(
    () =>
      onTaskEnded((task: TaskEntry) => {
        const key = `task-ended-${task.id}`;
        const finished = taskOutcome(task.status) === 'finished';
        noticePersistent({
          key,
          type: finished ? 'success' : 'error',
          title: t('tasks.ended'),
          description: t(finished ? 'tasks.endedFinished' : 'tasks.endedFailed', { title: task.title }),
          actions: (
            <Button
              type="link"
              size="small"
              data-testid={`task-ended-view-${task.id}`}
              onClick={() => {
                closeNotice(key);
                openTaskDetail(task.id);
              }}
            >
              {t('tasks.viewDetails')}
            </Button>
          ),
        });
      }),
    [t],
  );

  return detailId ? (
    <Suspense fallback={null}>
      <TaskDetailDialog taskId={detailId} />
    </Suspense>
  ) : null;
}
