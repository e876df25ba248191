import { BILL_RUN_STATUS, FEE_ELEMENTS, FeeBillingEndpoints, billRunResource, type RunResidential } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Modal, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import type { Row } from '../../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';
import { startedTask } from '../../../tasks/task-list.js';
import { onTaskEnded, updateTask } from '../../../tasks/task-store.js';
import { useActingScopeName } from './acting-scope.js';
import { resourceKey } from '../../../resource/api.js';

type RunRow = Row & { taskId?: string; periodStart?: string };

/** The confirmation's words: the month and the communities, then how many houses it reaches and bills anew. */
function RunConfirmSummary({ scope, month }: { scope: string; month: string }) {
  const { t } = useTranslation();
  const preview = useEndpoint(FeeBillingEndpoints.runPreview, { query: { period: month } }, { staleTime: 0 });
  const count = preview.data
    ? t(preview.data.pending > 0 ? 'fee.runCount' : 'fee.runCountNone', { objects: preview.data.objects, pending: preview.data.pending })
    : preview.isLoading
      ? t('fee.runCounting')
      : null;
  return (
    <>
      <p data-testid="run-confirm-summary">{t('fee.runConfirm', { scope, month })}</p>
      {count && <p data-testid="run-confirm-count">{count}</p>}
    </>
  );
}

/**
 * Starts the month's run and lists it in the task list (its progress is pushed): asks first, saying the month and
 * the communities; what it made (or found already made) shows on the run's row and in its communities.
 */
function RunToolbar({ context }: { context: ResourcePageContext }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const scope = useActingScopeName();
  const canRun = usePermission(FEE_ELEMENTS.runStart.code);
  const [month, setMonth] = useState<Dayjs>(dayjs());
  const [busy, setBusy] = useState(false);
  if (!canRun) return null;
  const start = async () => {
    const period = month.format('YYYY-MM');
    setBusy(true);
    try {
      const run = await callEndpoint(FeeBillingEndpoints.runStart, { body: { period } });
      if (typeof run.taskId === 'string' && run.taskId)
        updateTask(startedTask(run.taskId, 'billRun', billRunResource.menu, t('fee.runTitle', { month: period })));
      noticeSuccess(t('fee.runStarted', { month: period }));
      context.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <DatePicker
        picker="month"
        value={month}
        allowClear={false}
        onChange={(value) => value && setMonth(value)}
        placeholder={t('fee.pickMonth')}
        data-testid="run-month"
      />
      <Button
        type="primary"
        loading={busy}
        onClick={() =>
          modal.confirm({
            title: t('fee.runConfirmTitle'),
            content: <RunConfirmSummary scope={scope} month={month.format('YYYY-MM')} />,
            okButtonProps: { 'data-testid': 'run-confirm-ok' } as never,
            onOk: () => start().catch(() => undefined),
          })
        }
        data-testid="run-start"
      >
        {t('fee.run')}
      </Button>
    </>
  );
}

function ResidentialsDialog({ runId, onClose }: { runId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: rows, isLoading } = useEndpoint(FeeBillingEndpoints.runCommunities, { params: { runId } });
  const statusText = (status: number) => t(`fee.communityStatus.${status === 2 ? 'done' : status === 3 ? 'failed' : 'waiting'}`);
  return (
    <Modal open title={t('fee.communitiesTitle', { id: runId })} onCancel={onClose} footer={null} width={720}>
      <Table<RunResidential>
        rowKey="residentialId"
        size="small"
        loading={isLoading}
        dataSource={rows ?? []}
        pagination={false}
        data-testid="run-communities"
        columns={[
          { key: 'c', title: t('fee.community'), dataIndex: 'residentialName' },
          { key: 's', title: t('fee.status'), dataIndex: 'status', render: (s: number) => <Tag>{statusText(s)}</Tag> },
          { key: 'n', title: t('fee.created'), dataIndex: 'lineCount' },
          { key: 'e', title: t('fee.existing'), dataIndex: 'existingCount' },
          { key: 'r', title: t('fee.errors'), dataIndex: 'errors', render: (errors: string[]) => errors.join('；') },
        ]}
      />
    </Modal>
  );
}

function RunActions({ row, context, onDetail }: { row: RunRow; context: ResourcePageContext; onDetail: (id: number) => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canControl = usePermission(FEE_ELEMENTS.runControl.code);
  const act = async (action: 'pause' | 'resume' | 'terminate') => {
    const decl = {
      pause: FeeBillingEndpoints.runPause,
      resume: FeeBillingEndpoints.runResume,
      terminate: FeeBillingEndpoints.runTerminate,
    }[action];
    const changed = await callEndpoint(decl, { params: { runId: row.id } });
    if (action === 'resume' && typeof changed.taskId === 'string' && changed.taskId)
      updateTask(
        startedTask(changed.taskId, 'billRun', billRunResource.menu, t('fee.runTitle', { month: String(row.periodStart).slice(0, 7) })),
      );
    noticeSuccess(t(`fee.${action === 'pause' ? 'paused' : action === 'resume' ? 'resumed' : 'terminated'}`));
    context.refresh();
  };
  const status = row.status as number;
  const button = (action: 'pause' | 'resume' | 'terminate') => (
    <Button
      type="link"
      size="small"
      data-testid={`run-${action}-${row.id}`}
      onClick={() =>
        action === 'terminate'
          ? modal.confirm({ title: t('fee.terminateConfirm'), onOk: () => act(action).catch(() => undefined) })
          : void act(action).catch(() => undefined)
      }
    >
      {t(`fee.${action}`)}
    </Button>
  );
  return (
    <>
      <Button type="link" size="small" onClick={() => onDetail(row.id)} data-testid={`run-detail-${row.id}`}>
        {t('fee.communities')}
      </Button>
      {canControl && status === BILL_RUN_STATUS.generating && button('pause')}
      {canControl && (status === BILL_RUN_STATUS.paused || status === BILL_RUN_STATUS.abnormal) && button('resume')}
      {canControl && status !== BILL_RUN_STATUS.complete && status !== BILL_RUN_STATUS.terminated && button('terminate')}
    </>
  );
}

/** /propertyPayment/charge/generateTask: monthly bill runs, started here or by the scheduler; pause, resume, terminate. */
export default function BillRunPage() {
  const [detail, setDetail] = useState<number | null>(null);
  // A run's status and counts change when its task ends (paused, complete, failed): show them then.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onTaskEnded((task) => {
        if (task.type === 'billRun') void queryClient.invalidateQueries({ queryKey: resourceKey(billRunResource) });
      }),
    [queryClient],
  );
  return (
    <>
      <ResourcePage
        decl={billRunResource}
        overrides={{
          toolbar: (context) => <RunToolbar context={context} />,
          rowActions: (row, context) => <RunActions row={row as RunRow} context={context} onDetail={setDetail} />,
        }}
      />
      {detail !== null && <ResidentialsDialog runId={detail} onClose={() => setDetail(null)} />}
    </>
  );
}
