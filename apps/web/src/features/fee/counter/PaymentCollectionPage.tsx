import {
  COUNTER_METHODS,
  FEE_LEDGER_ELEMENTS,
  FeeLedgerEndpoints,
  FeeOverdueEndpoints,
  labelIn,
  OBJECT_TYPE_OPTIONS,
  type ArrearageRow,
  type PayBatchRequest,
} from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../../i18n/language.js';
import { callEndpoint, endpointKey, useEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import { usePermission } from '../../../session/permissions.js';
import { CollectionConfirm, type CollectionPlan } from './CollectionConfirm.js';
import { CollectionResult, type CollectedPayment } from './CollectionResult.js';
import { sumYuan } from './collection-money.js';

type Method = PayBatchRequest['method'];

interface Filters {
  /** 1 houses, 2 parking spaces: what a batch pays (companies are not houses). */
  objectType: 1 | 2;
  minMonths: number | null;
  periodTo: Dayjs | null;
}

/** The API's limit on houses per batch (PayBatchRequestSchema). */
const MAX_APARTMENTS = 500;
const METHODS = COUNTER_METHODS;
const OBJECT_TYPES = OBJECT_TYPE_OPTIONS.filter((o) => o.value === 1 || o.value === 2);

/** Which houses are listed (and, by the period, how much of their arrears a batch would collect). */
function CollectionFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (
    <Space wrap>
      <Select
        style={{ width: 160 }}
        value={filters.objectType}
        onChange={(objectType) => onChange({ ...filters, objectType })}
        options={OBJECT_TYPES.map((o) => ({ value: o.value as 1 | 2, label: labelIn(o, language) }))}
        aria-label={t('feeCollection.objectType')}
        data-testid="collection-object-type"
      />
      <InputNumber
        style={{ width: 200 }}
        min={1}
        max={1200}
        precision={0}
        value={filters.minMonths}
        onChange={(minMonths) => onChange({ ...filters, minMonths })}
        placeholder={t('feeCollection.minMonths')}
        data-testid="collection-min-months"
      />
      <DatePicker
        picker="month"
        style={{ width: 240 }}
        value={filters.periodTo}
        onChange={(periodTo) => onChange({ ...filters, periodTo })}
        placeholder={t('feeCollection.periodTo')}
        data-testid="collection-period"
      />
    </Space>
  );
}

/**
 * Collection in a batch (charge/paymentCollection): the houses that owe, filtered by months owed and up to a
 * period; the selected ones pay every owed line up to that period by one method, one receipt each, in one
 * transaction (a refusal leaves everything as it was). Only users holding the payBatch element may collect.
 */
export default function PaymentCollectionPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const queryClient = useQueryClient();
  const canCollect = usePermission(FEE_LEDGER_ELEMENTS.payBatch.code);
  const [filters, setFilters] = useState<Filters>({ objectType: 1, minMonths: null, periodTo: null });
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [selected, setSelected] = useState<ArrearageRow[]>([]);
  const [method, setMethod] = useState<Method>(1);
  const [plan, setPlan] = useState<CollectionPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CollectedPayment[] | null>(null);
  const periodTo = filters.periodTo?.format('YYYY-MM');
  const { data, isLoading } = useEndpoint(FeeOverdueEndpoints.arrearage, {
    body: {
      page,
      limit,
      objectType: filters.objectType,
      ...(filters.minMonths ? { minMonths: filters.minMonths } : {}),
      ...(periodTo ? { periodTo } : {}),
    },
  });
  // The amounts of the selected houses as last listed (a refresh after a refusal may have changed them).
  const listed = new Map((data?.rows ?? []).map((row) => [row.objectId, row]));
  const chosen = selected.map((row) => listed.get(row.objectId) ?? row);
  const total = sumYuan(chosen.map((row) => row.outstanding));
  const methodName = (value: number) => {
    const option = METHODS.find((m) => m.value === value);
    return option ? labelIn(option, language) : String(value);
  };
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
    setSelected([]);
  };
  const collect = async () => {
    setBusy(true);
    try {
      const body: PayBatchRequest = { apartmentIds: chosen.map((row) => row.objectId), method, ...(periodTo ? { periodTo } : {}) };
      const paid = await callEndpoint(FeeLedgerEndpoints.payBatch, { body });
      setResult(paid);
      setSelected([]);
      noticeSuccess(t('feeCollection.done', { count: paid.length, total: sumYuan(paid.map((p) => p.total)) }));
    } finally {
      setBusy(false);
      setPlan(null);
      await queryClient.invalidateQueries({ queryKey: endpointKey(FeeOverdueEndpoints.arrearage) });
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="fee-collection">
      <CollectionFilters filters={filters} onChange={changeFilters} />
      {result && <CollectionResult payments={result} onClose={() => setResult(null)} />}
      <Table<ArrearageRow>
        size="small"
        rowKey="objectId"
        loading={isLoading}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: t('feeCollection.noArrears') }}
        data-testid="collection-list"
        rowSelection={
          canCollect
            ? {
                selectedRowKeys: selected.map((row) => row.objectId),
                preserveSelectedRowKeys: true,
                onChange: (_, rows) => setSelected(rows),
              }
            : undefined
        }
        columns={[
          { key: 'h', title: t('feeCollection.house'), dataIndex: 'objectName' },
          { key: 'm', title: t('feeCollection.monthsOwed'), dataIndex: 'monthsOwed', align: 'right' },
          { key: 'p', title: t('feeCollection.periods'), render: (_: unknown, row) => `${row.firstPeriod} – ${row.lastPeriod}` },
          { key: 'o', title: t('feeCollection.outstanding'), dataIndex: 'outstanding', align: 'right' },
        ]}
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (p, size) => {
            setPage(p);
            setLimit(size);
          },
        }}
      />
      {canCollect && (
        <Space wrap data-testid="collection-bar">
          <Typography.Text strong data-testid="collection-selected">
            {t('feeCollection.selected', { count: chosen.length, total })}
          </Typography.Text>
          <Select<Method>
            style={{ width: 160 }}
            value={method}
            onChange={setMethod}
            aria-label={t('feeCollection.method')}
            options={METHODS.map((m) => ({ value: m.value as Method, label: labelIn(m, language) }))}
            data-testid="collection-method"
          />
          <Button
            type="primary"
            disabled={chosen.length === 0 || chosen.length > MAX_APARTMENTS}
            onClick={() => setPlan({ count: chosen.length, total, methodName: methodName(method), periodTo })}
            data-testid="collection-submit"
          >
            {t('feeCollection.collect')}
          </Button>
          {chosen.length > MAX_APARTMENTS && (
            <Typography.Text type="danger">{t('feeCollection.tooMany', { max: MAX_APARTMENTS })}</Typography.Text>
          )}
        </Space>
      )}
      {plan && (
        <CollectionConfirm plan={plan} busy={busy} onOk={() => void collect().catch(() => undefined)} onCancel={() => setPlan(null)} />
      )}
    </Space>
  );
}
