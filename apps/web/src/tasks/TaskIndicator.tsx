import { DeleteOutlined, EyeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Progress, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExternalStore } from '../app/external-store.js';
import { openTaskDetail } from './task-detail-store.js';
import { runningCount, taskOutcome, type TaskEntry } from './task-list.js';
import { forgetTask, taskStore } from './task-store.js';
import { TaskStatusTag } from './TaskStatusTag.js';
import './task-indicator.css';

/** Spec section 9: the task list popover is at most 200 px high. */
const TASK_LIST_MAX_HEIGHT_PX = 200;

function TaskRow({ task, onView }: { task: TaskEntry; onView(): void }) {
  const { t } = useTranslation();
  return (
    <div className="task-row" data-testid={`task-item-${task.id}`}>
      <div className="task-row__head">
        <span className="task-row__title" title={task.title}>
          {task.title}
        </span>
        <TaskStatusTag status={task.status} />
      </div>
      <div className="task-row__body">
        <Progress
          percent={Math.round(task.progress)}
          size="small"
          status={taskOutcome(task.status) === 'failed' ? 'exception' : taskOutcome(task.status) === 'running' ? 'active' : undefined}
        />
        <Tooltip title={t('tasks.view')}>
          <Button
            size="small"
            type="text"
            icon={<EyeOutlined />}
            aria-label={t('tasks.view')}
            data-testid={`task-view-${task.id}`}
            onClick={() => {
              onView();
              openTaskDetail(task.id);
            }}
          />
        </Tooltip>
        <Tooltip title={t('tasks.remove')}>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('tasks.remove')}
            data-testid={`task-remove-${task.id}`}
            onClick={() => forgetTask(task.id)}
          />
        </Tooltip>
      </div>
    </div>
  );
}

function TaskList({ onView }: { onView(): void }) {
  const tasks = useExternalStore(taskStore);
  return (
    <div className="task-list" data-testid="task-list" style={{ maxHeight: TASK_LIST_MAX_HEIGHT_PX }}>
      {tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        tasks.map((task) => <TaskRow key={task.id} task={task} onView={onView} />)
      )}
    </div>
  );
}

/** The header's task button: badge = tasks in progress; click opens the list. */
export function TaskIndicator() {
  const { t } = useTranslation();
  const running = runningCount(useExternalStore(taskStore));
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('tasks.title')}
      content={<TaskList onView={() => setOpen(false)} />}
    >
      <Button type="text" className="header-button" data-testid="task-indicator" aria-label={t('header.tasks')}>
        <Badge count={running} size="small" offset={[4, -2]}>
          <UnorderedListOutlined className="header-button__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
