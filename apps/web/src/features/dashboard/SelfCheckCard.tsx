import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Elements } from '@cvap/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeSuccess } from '../../request/notify.js';
import { Permission } from '../../session/permissions.js';
import { taskApi } from '../../tasks/api.js';
import { startedTask } from '../../tasks/task-list.js';
import { updateTask } from '../../tasks/task-store.js';

/** Starts the "system self-check" background task; its progress shows in the header's task indicator. */
function SelfCheckCardBody() {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: taskApi.startSelfCheck,
    onSuccess: ({ taskId }) => {
      updateTask(startedTask(taskId, 'selfCheck', 'dashboard', t('selfCheck.taskTitle')));
      noticeSuccess(t('selfCheck.started'));
    },
  });
  return (
    <Card
      title={
        <span>
          <SafetyCertificateOutlined style={{ color: '#1668dc', marginRight: 8 }} />
          {t('selfCheck.title')}
        </span>
      }
    >
      <p style={{ color: '#595959', minHeight: 44 }}>{t('selfCheck.description')}</p>
      <Button type="primary" loading={start.isPending} onClick={() => start.mutate()} data-testid="self-check-start">
        {t('selfCheck.start')}
      </Button>
    </Card>
  );
}

export function SelfCheckCard() {
  return (
    <Permission code={Elements.healthCheck.code}>
      <SelfCheckCardBody />
    </Permission>
  );
}
