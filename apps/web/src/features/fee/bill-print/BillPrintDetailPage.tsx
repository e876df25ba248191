import {
  apartmentResource,
  BILL_PRINT_ELEMENTS,
  billTemplateResource,
  buildingResource,
  FeeBillPrintEndpoints,
  type BillPreview,
  type BillSelection,
} from '@cvap/contracts';
import { Button, Empty, Progress, Select, Space, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useExternalStore } from '../../../app/external-store.js';
import { callEndpoint } from '../../../request/endpoint.js';
import { useLookupRows, useResourceRecord, type Row } from '../../../resource/api.js';
import { downloadStoredFile } from '../../../resource/stored-file-download.js';
import { usePermission } from '../../../session/permissions.js';
import { taskApi } from '../../../tasks/api.js';
import { startedTask } from '../../../tasks/task-list.js';
import { taskStore, updateTask } from '../../../tasks/task-store.js';
import { NoticePreview } from './NoticePreview.js';
import './bill-print.css';

function templateIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number.parseInt(raw, 10) : null;
}

/** The PDF's background task: its progress as pushed, then a button that downloads the file it made. */
function PrintProgress({ taskId, fileName }: { taskId: string; fileName: string }) {
  const { t } = useTranslation();
  const task = useExternalStore(taskStore).find((entry) => entry.id === taskId);
  const [busy, setBusy] = useState(false);
  if (!task) return null;
  const done = task.status === 200;
  const download = async () => {
    setBusy(true);
    try {
      const full = await taskApi.get(taskId);
      const path = full.result?.[0]?.value;
      if (path) await downloadStoredFile(path, fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space data-testid="print-progress" data-status={task.status}>
      <Typography.Text>{done ? t('feeBill.printed') : t('feeBill.printing')}</Typography.Text>
      <Progress
        percent={task.progress}
        size="small"
        style={{ width: 200 }}
        status={task.status === 205 || done ? undefined : 'exception'}
      />
      {done && (
        <Button type="primary" loading={busy} onClick={() => void download().catch(() => undefined)} data-testid="print-download">
          {t('feeBill.download')}
        </Button>
      )}
    </Space>
  );
}

/** The selection's controls: a building, or picked houses, of the template's community; only houses that owe. */
function SelectionBar({
  template,
  selection,
  onChange,
}: {
  template: Row;
  selection: BillSelection;
  onChange: (next: BillSelection) => void;
}) {
  const { t } = useTranslation();
  const residentialId = template.residentialId as number;
  const buildings = useLookupRows(buildingResource, { residentialId });
  const apartments = useLookupRows(apartmentResource, {
    residentialId,
    ...(selection.buildingId ? { filter: { buildingId: selection.buildingId } } : {}),
  });
  const { apartmentIds: _picked, buildingId: _building, ...rest } = selection;
  return (
    <Space wrap>
      <Select
        style={{ width: 200 }}
        allowClear
        placeholder={t('feeBill.allBuildings')}
        aria-label={t('feeBill.building')}
        value={selection.buildingId}
        onChange={(buildingId?: number) => onChange({ ...rest, ...(buildingId ? { buildingId } : {}) })}
        options={(buildings.data?.rows ?? []).map((row) => ({ value: row.id, label: row.label }))}
        data-testid="print-building"
      />
      <Select
        mode="multiple"
        style={{ minWidth: 280 }}
        allowClear
        optionFilterProp="label"
        placeholder={t('feeBill.housesPlaceholder')}
        aria-label={t('feeBill.houses')}
        value={selection.apartmentIds ?? []}
        onChange={(ids: number[]) => onChange({ ...selection, ...(ids.length ? { apartmentIds: ids } : { apartmentIds: undefined }) })}
        options={(apartments.data?.rows ?? []).map((row) => ({ value: row.id, label: row.label }))}
        data-testid="print-houses"
      />
      <Space>
        <Switch
          checked={selection.onlyOwing !== false}
          onChange={(onlyOwing) => onChange({ ...selection, onlyOwing })}
          data-testid="print-only-owing"
        />
        {t('feeBill.onlyOwing')}
      </Space>
    </Space>
  );
}

/**
 * /propertyPayment/billPrint/detail?id=: a template's notices for a selection of houses, previewed here as they
 * print, then made into one A4 PDF (a house a page) by a background task whose progress is pushed.
 */
export default function BillPrintDetailPage() {
  const { t } = useTranslation();
  const id = templateIdOf(useLocation().search);
  const template = useResourceRecord(billTemplateResource, id);
  const canPrint = usePermission(BILL_PRINT_ELEMENTS.print.code);
  const [selection, setSelection] = useState<BillSelection>({ templateId: id ?? 0, onlyOwing: true });
  const [preview, setPreview] = useState<BillPreview | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  if (id === null || template.isError) return <Empty description={t('feeBill.noTemplate')} />;
  if (!template.data) return <Spin />;
  const row = template.data as Row;
  const body = { ...selection, templateId: id };
  const change = (next: BillSelection) => {
    setSelection(next);
    setPreview(null);
  };
  const showPreview = async () => setPreview(await callEndpoint(FeeBillPrintEndpoints.preview, { body }));
  const print = async () => {
    const { taskId: started } = await callEndpoint(FeeBillPrintEndpoints.print, { body });
    updateTask(startedTask(started, 'billPrint', billTemplateResource.menu, t('feeBill.printTitle', { name: String(row.name) })));
    setTaskId(started);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="bill-print">
      <Typography.Title level={5}>
        {t('feeBill.template')}：{String(row.name)}
      </Typography.Title>
      <SelectionBar template={row} selection={body} onChange={change} />
      <Space>
        <Button onClick={() => void showPreview().catch(() => undefined)} data-testid="print-preview">
          {t('feeBill.preview')}
        </Button>
        {canPrint && (
          <Button type="primary" onClick={() => void print().catch(() => undefined)} data-testid="print-start">
            {t('feeBill.print')}
          </Button>
        )}
        {taskId && <PrintProgress taskId={taskId} fileName={`${String(row.title)}.pdf`} />}
      </Space>
      {preview && (
        <>
          <Typography.Text data-testid="print-count">
            {t('feeBill.houseCount', { count: preview.houseCount, shown: preview.notices.length })}
          </Typography.Text>
          {preview.notices.map((notice) => (
            <NoticePreview key={notice.apartmentId} notice={notice} template={row} />
          ))}
        </>
      )}
    </Space>
  );
}
