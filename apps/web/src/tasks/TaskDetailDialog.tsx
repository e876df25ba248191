import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { PlatformEndpoints } from '@cvap/contracts';
import { Alert, Descriptions, Empty, Modal, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../request/endpoint.js';
import { closeTaskDetail } from './task-detail-store.js';
import { taskOutcome } from './task-list.js';
import { TaskStatusTag } from './TaskStatusTag.js';
import './task-detail.css';

/** The details of one task, fetched from the API: status, progress, message and result lines. */
export default function TaskDetailDialog({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const task = useEndpoint(PlatformEndpoints.task, { params: { id: taskId } }, { staleTime: 0 });
  const data = task.data;

  return (
    <Modal
      open
      title={data?.title ?? t('tasks.detailTitle')}
      onCancel={closeTaskDetail}
      footer={null}
      width={560}
      destroyOnHidden
      modalRender={(node) => <div data-testid="task-detail-dialog">{node}</div>}
    >
      {task.isPending && <Skeleton active />}
      {task.isError && <Alert type="error" showIcon title={t('tasks.loadFailed')} />}
      {data && (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'status', label: t('tasks.status'), children: <TaskStatusTag status={data.status} /> },
              {
                key: 'progress',
                label: t('tasks.progress'),
                children: (
                  <Progress
                    percent={Math.round(data.progress)}
                    size="small"
                    status={taskOutcome(data.status) === 'failed' ? 'exception' : undefined}
                  />
                ),
              },
              ...(data.message ? [{ key: 'message', label: t('tasks.message'), children: data.message }] : []),
            ]}
          />
          <h4 style={{ margin: '16px 0 8px' }}>{t('tasks.result')}</h4>
          {data.result && data.result.length > 0 ? (
            <ul className="task-result" data-testid="task-result">
              {data.result.map((line, index) => (
                <li key={`${index}-${line.label}`} className="task-result__line">
                  {line.ok ? <CheckCircleFilled className="task-result__ok" /> : <CloseCircleFilled className="task-result__failed" />}
                  <div>
                    <div className="task-result__label">{line.label}</div>
                    <div className="task-result__value">{line.value}</div>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.noResult')} />
          )}
        </>
      )}
    </Modal>
  );
}
