import { PATROL_TASK_STATUS_OPTIONS, PatrolEndpoints } from '@cvap/contracts';
import { Card, Empty, Progress, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackToConsoleButton } from '../../layout/BackToConsoleButton.js';
import { useEndpoint } from '../../request/endpoint.js';
import { OptionTag } from './TaskDetailPage.js';
import '../../layout/phone-screen.css';

/**
 * 今日巡更任务 on a phone: the signed-in patroller's tasks of today (those of plans naming them), each a card with its
 * window and progress, opening the check-in. Full screen over the console, as the check-in is.
 */
export function MyTasksToday() {
  const { t } = useTranslation();
  const tasks = useEndpoint(PatrolEndpoints.myTasks, {});
  return (
    <div className="phone-screen" data-testid="patrol-my-tasks">
      <div className="phone-screen__back">
        <BackToConsoleButton size="small" />
      </div>
      <Typography.Title level={5}>{t('patrol.myTasksToday')}</Typography.Title>
      {tasks.isLoading ? (
        <Spin />
      ) : (tasks.data ?? []).length === 0 ? (
        <Empty description={t('patrol.noTasksToday')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {(tasks.data ?? []).map((task) => (
            <Link key={task.id} to={`/patrolManager/patrolTaskDetail?id=${task.id}`} data-testid={`patrol-my-task-${task.id}`}>
              <Card size="small" hoverable>
                <Space wrap>
                  <OptionTag options={PATROL_TASK_STATUS_OPTIONS} value={task.status} />
                  <Typography.Text strong>{task.taskName}</Typography.Text>
                </Space>
                <div>
                  {t('patrol.route')}: {task.routeName}
                </div>
                <div>
                  {t('patrol.window')}: {task.startsAt} ~ {task.dueAt}
                </div>
                <Progress
                  percent={Math.round((100 * task.checkedCount) / Math.max(1, task.pointCount))}
                  format={() => t('patrol.progress', { checked: task.checkedCount, total: task.pointCount })}
                />
              </Card>
            </Link>
          ))}
        </Space>
      )}
    </div>
  );
}
