import { BANK_COLLECTION_ELEMENTS, bankBatchResource, bankPlanResource, FeeBankEndpoints } from '@cvap/contracts';
import { Alert, Button, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import { useResourceList, type Row } from '../../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../../resource/ResourcePage.js';
import { downloadStoredFile } from '../../../resource/stored-file-download.js';
import { UploadWidget } from '../../../resource/UploadWidget.js';
import { usePermission } from '../../../session/permissions.js';

const DETAIL_PATH = '/propertyPayment/bankCollection/collectionRecordDetail';

interface StoredFile {
  filePath: string;
  fileName: string;
}

export function downloadStored(file: StoredFile): Promise<unknown> {
  return downloadStoredFile(file.filePath, file.fileName);
}

/** Picks an enabled plan and makes its batch (one line per active agreement owing something). */
function MakeBatch({ context }: { context: ResourcePageContext }) {
  const { t } = useTranslation();
  const can = usePermission(BANK_COLLECTION_ELEMENTS.batch.code);
  const [planId, setPlanId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: plans } = useResourceList(bankPlanResource, { page: 1, limit: 100, state: 1 }, { enabled: can });
  if (!can) return null;
  const make = async () => {
    if (planId === null) return;
    setBusy(true);
    try {
      const made = await callEndpoint(FeeBankEndpoints.createBatch, { body: { planId } });
      const batch = await callEndpoint(FeeBankEndpoints.batch, { params: { id: made.batchId! } });
      noticeSuccess(t('feeBank.made', { count: batch.lineCount, total: batch.total }));
      context.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <Select
        style={{ minWidth: 260 }}
        placeholder={t('feeBank.pickPlan')}
        value={planId ?? undefined}
        onChange={setPlanId}
        options={(plans?.rows ?? []).map((plan) => ({ value: plan.id as number, label: String(plan.name) }))}
        data-testid="bank-plan-pick"
      />
      <Button
        type="primary"
        disabled={planId === null}
        loading={busy}
        onClick={() => void make().catch(() => undefined)}
        data-testid="bank-make-batch"
      >
        {t('feeBank.makeBatch')}
      </Button>
    </Space>
  );
}

/** Imports a result file: an uploaded one, or the simulated bank's answer just made. */
function ImportDialog({
  row,
  simulated,
  onClose,
  onDone,
}: {
  row: Row;
  simulated: StoredFile | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [filePath, setFilePath] = useState<string | null>(simulated?.filePath ?? null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!filePath) return;
    setBusy(true);
    try {
      const result = await callEndpoint(FeeBankEndpoints.importResult, { params: { id: row.id }, body: { filePath } });
      if (result.taskId) noticeSuccess(t('feeBank.importStarted'));
      else
        noticeSuccess(
          result.repeated
            ? t('feeBank.repeated', { ok: result.successCount, failed: result.failureCount })
            : t('feeBank.imported', {
                ok: result.successCount,
                okTotal: result.successTotal,
                failed: result.failureCount,
                failedTotal: result.failureTotal,
              }),
        );
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('feeBank.importTitle', { batch: String(row.batchNo) })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ disabled: !filePath, loading: busy, 'data-testid': 'bank-import-ok' } as never}
    >
      <Typography.Paragraph type="secondary">{t('feeBank.importHint')}</Typography.Paragraph>
      {simulated && filePath === simulated.filePath && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('feeBank.useSimulated', { name: simulated.fileName })}
          data-testid="bank-import-simulated"
        />
      )}
      <UploadWidget value={filePath} onChange={(value) => setFilePath(typeof value === 'string' ? value : null)} />
    </Modal>
  );
}

function BatchActions({
  row,
  context,
  onImport,
}: {
  row: Row;
  context: ResourcePageContext;
  onImport: (simulated: StoredFile | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canBatch = usePermission(BANK_COLLECTION_ELEMENTS.batch.code);
  const canSimulate = usePermission(BANK_COLLECTION_ELEMENTS.simulate.code);
  const canImport = usePermission(BANK_COLLECTION_ELEMENTS.importResult.code);
  const id = row.id as number;
  const exportFile = () => callEndpoint(FeeBankEndpoints.exportFile, { params: { id } });
  const simulate = async () => {
    await exportFile();
    const answer = await callEndpoint(FeeBankEndpoints.simulate, { params: { id } });
    noticeSuccess(t('feeBank.simulated', { name: answer.fileName }));
    onImport(answer);
  };
  const retry = async () => {
    await callEndpoint(FeeBankEndpoints.retry, { params: { id } });
    noticeSuccess(t('feeBank.retried'));
    context.refresh();
  };
  const awaiting = row.state === 1;
  return (
    <>
      <Button type="link" size="small" onClick={() => navigate(`${DETAIL_PATH}?id=${id}`)} data-testid="bank-batch-detail">
        {t('feeBank.detail')}
      </Button>
      {canBatch && (
        <Button
          type="link"
          size="small"
          onClick={() =>
            void exportFile()
              .then(async (file) => downloadStored(file))
              .then(context.refresh, () => undefined)
          }
          data-testid="bank-batch-export"
        >
          {t('feeBank.exportFile')}
        </Button>
      )}
      {canSimulate && awaiting && (
        <Button type="link" size="small" onClick={() => void simulate().catch(() => undefined)} data-testid="bank-batch-simulate">
          {t('feeBank.simulate')}
        </Button>
      )}
      {canImport && awaiting && (
        <Button type="link" size="small" onClick={() => onImport(null)} data-testid="bank-batch-import">
          {t('feeBank.importResult')}
        </Button>
      )}
      {canBatch && !awaiting && (row.failureCount as number) > 0 && (
        <Button type="link" size="small" onClick={() => void retry().catch(() => undefined)} data-testid="bank-batch-retry">
          {t('feeBank.retry')}
        </Button>
      )}
    </>
  );
}

/** /propertyPayment/bankCollection/collectionRecord: the batches; each exports its file, is answered, imported, retried. */
export default function BankBatchPage() {
  const [importing, setImporting] = useState<{ row: Row; simulated: StoredFile | null; refresh: () => void } | null>(null);
  return (
    <>
      <ResourcePage
        decl={bankBatchResource}
        overrides={{
          toolbar: (context) => <MakeBatch context={context} />,
          rowActions: (row, context) => (
            <BatchActions
              row={row}
              context={context}
              onImport={(simulated) => setImporting({ row, simulated, refresh: context.refresh })}
            />
          ),
        }}
      />
      {importing && (
        <ImportDialog
          row={importing.row}
          simulated={importing.simulated}
          onClose={() => setImporting(null)}
          onDone={() => {
            importing.refresh();
            setImporting(null);
          }}
        />
      )}
    </>
  );
}
