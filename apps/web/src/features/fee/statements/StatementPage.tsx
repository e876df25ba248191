import {
  buildingResource,
  FEE_STATEMENT_ELEMENTS,
  FeeStatementEndpoints,
  FEE_TYPE_OPTIONS,
  labelIn,
  STATEMENT_EXTRA_LABELS,
  STATEMENT_LINE_COLUMNS,
  STATEMENT_SERIES_LABELS,
  STATEMENTS,
  type Language,
  type StatementColumn,
  type StatementQuery,
  type StatementReport,
  type StatementResult,
  type StatementRow,
} from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Drawer, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { languageOrDefault } from '../../../i18n/language.js';
import { endpointKey, useEndpoint } from '../../../request/endpoint.js';
import { useLookupRows } from '../../../resource/api.js';
import { readCompanyId } from '../../../session/residential-choice.js';
import { actingResidential } from '../../../session/residential.js';
import { usePermission } from '../../../session/permissions.js';
import { useCurrentUser } from '../../../session/user-info.js';
import { EChart } from '../../../widgets/echart/EChart.js';
import { ROUTE_CATALOGUE } from '../../../routes/route-catalogue.js';
import { statementApi } from './statement-api.js';

const titleOf = (report: StatementReport, language: Language) => {
  const meta = ROUTE_CATALOGUE.get(`/propertyPayment/statement/${report}`);
  return meta ? labelIn(meta, language) : report;
};

const tableColumns = (columns: readonly StatementColumn[], language: Language) =>
  columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: labelIn(column, language),
    align: column.kind === 'text' ? ('left' as const) : ('right' as const),
  }));

/** The figures of a statement's period: its totals row and the figures beside them (clearance, prepayment ledger). */
function Totals({ result, report, language }: { result: StatementResult; report: StatementReport; language: Language }) {
  const { t } = useTranslation();
  const measures = STATEMENTS[report].columns.filter((column) => column.kind !== 'text');
  const extras = STATEMENT_EXTRA_LABELS.filter((extra) => result.extras[extra.key] !== undefined);
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 4 }} title={t('feeStatement.totals')} data-testid="statement-totals">
      {[
        ...measures.map((column) => ({ column, value: result.totals[column.key] })),
        ...extras.map((column) => ({ column, value: result.extras[column.key] })),
      ].map(({ column, value }) => (
        <Descriptions.Item key={`${column.key}-${column.zh}`} label={labelIn(column, language)}>
          <span data-testid={`statement-total-${column.key}`}>{value ?? ''}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function chartOption(result: StatementResult, language: Language) {
  const chart = result.chart;
  if (!chart || chart.categories.length === 0) return null;
  const name = (key: string) => {
    const label = STATEMENT_SERIES_LABELS.find((column) => column.key === key);
    return label ? labelIn(label, language) : key;
  };
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 64, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: chart.categories },
    yAxis: { type: 'value' },
    // ECharts reads the exact text as numbers itself; no float is made here.
    series: chart.series.map((series) => ({ name: name(series.key), type: chart.kind, data: series.values })),
  };
}

/** The lines behind a statement (or one of its rows), newest first, a page at a time (keyset). */
function LinesDrawer({
  report,
  query,
  title,
  onClose,
}: {
  report: StatementReport;
  query: StatementQuery & { month?: string };
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const results = useQuery({
    // Every page read so far, read again together: keyed by the first page's input, the pages and the language.
    queryKey: [...endpointKey(FeeStatementEndpoints.lines, { params: { report }, body: query }), pages, language],
    queryFn: async () => Promise.all(pages.map((after) => statementApi.lines(report, { ...query, after, limit: 50 }))),
  });
  const rows = (results.data ?? []).flatMap((page) => page.rows);
  const next = results.data?.[results.data.length - 1]?.nextAfter ?? null;
  return (
    <Drawer open width={960} title={title} onClose={onClose} data-testid="statement-lines">
      <Table<StatementRow>
        rowKey="id"
        size="small"
        loading={results.isLoading}
        dataSource={rows}
        pagination={false}
        columns={tableColumns(STATEMENT_LINE_COLUMNS[STATEMENTS[report].lines], language)}
        scroll={{ x: true }}
      />
      <div style={{ marginTop: 12 }}>
        {next !== null ? (
          <Button onClick={() => setPages([...pages, next])} data-testid="statement-lines-more">
            {t('feeStatement.loadMore')}
          </Button>
        ) : (
          !results.isLoading && <span data-testid="statement-lines-end">{t('feeStatement.end', { count: rows.length })}</span>
        )}
      </div>
    </Drawer>
  );
}

/** One statement: filters, totals, chart, rows; a row opens its lines; the whole exports to .xlsx. */
function StatementScreen({ report }: { report: StatementReport }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const user = useCurrentUser();
  const headOffice = !actingResidential(user, readCompanyId());
  const canExport = usePermission(FEE_STATEMENT_ELEMENTS.export.code);
  const decl = STATEMENTS[report];
  // A link may name the period (?from=2026-08&to=2026-10); otherwise last month by the server's clock.
  const [search] = useSearchParams();
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(() => {
    const from = search.get('from');
    const to = search.get('to') ?? from;
    return from && to && /^\d{4}-\d{2}$/.test(from) && /^\d{4}-\d{2}$/.test(to) ? [dayjs(`${from}-01`), dayjs(`${to}-01`)] : null;
  });
  const [residentialId, setResidentialId] = useState<number | undefined>();
  const [buildingId, setBuildingId] = useState<number | undefined>();
  const [feeType, setFeeType] = useState<string | undefined>();
  const [drill, setDrill] = useState<{ query: StatementQuery & { month?: string }; title: string } | null>(null);
  const query: StatementQuery = {
    ...(period ? { periodFrom: period[0].format('YYYY-MM'), periodTo: period[1].format('YYYY-MM') } : {}),
    ...(residentialId ? { residentialId } : {}),
    ...(buildingId ? { buildingId } : {}),
    ...(feeType && decl.feeTypeFilter ? { feeType } : {}),
  };
  const result = useEndpoint(FeeStatementEndpoints.report, { params: { report }, body: query });
  const buildings = useLookupRows(buildingResource, {});
  const data = result.data;
  const shownPeriod: [Dayjs, Dayjs] | null = period ?? (data ? [dayjs(`${data.periodFrom}-01`), dayjs(`${data.periodTo}-01`)] : null);
  const option = useMemo(() => (data ? chartOption(data, language) : null), [data, language]);
  const title = titleOf(report, language);

  const drillInto = (row: StatementRow) => {
    const narrowed: StatementQuery & { month?: string } = { ...query };
    if (row.month) narrowed.month = row.month;
    if (row.feeTypeKey) narrowed.feeType = row.feeTypeKey;
    if (row.communityKey) narrowed.residentialId = parseInt(row.communityKey, 10);
    if (row.buildingKey && row.buildingKey !== '0') narrowed.buildingId = parseInt(row.buildingKey, 10);
    const label = decl.columns
      .filter((column) => column.kind === 'text')
      .map((column) => row[column.key])
      .filter(Boolean)
      .join(' · ');
    setDrill({ query: narrowed, title: `${t('feeStatement.detailsOf', { title })} ${label}` });
  };

  return (
    <Card title={title} data-testid={`statement-${report}`}>
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('feeStatement.period')}</span>
        <DatePicker.RangePicker
          picker="month"
          allowClear={false}
          value={shownPeriod}
          onChange={(value) => value?.[0] && value[1] && setPeriod([value[0], value[1]])}
          data-testid="statement-period"
        />
        {headOffice && (
          <Select
            style={{ minWidth: 160 }}
            value={residentialId ?? 0}
            onChange={(value: number) => setResidentialId(value || undefined)}
            options={[
              { value: 0, label: t('feeStatement.allCommunities') },
              ...user.communities.map((c) => ({ value: c.id, label: c.residentialName })),
            ]}
            data-testid="statement-community"
          />
        )}
        <Select
          style={{ minWidth: 160 }}
          value={buildingId ?? 0}
          onChange={(value: number) => setBuildingId(value || undefined)}
          showSearch
          optionFilterProp="label"
          options={[
            { value: 0, label: t('feeStatement.allBuildings') },
            ...(buildings.data?.rows ?? [])
              .filter((row) => !residentialId || row.residentialId === residentialId)
              .map((row) => ({ value: row.id, label: row.label })),
          ]}
          data-testid="statement-building"
        />
        {decl.feeTypeFilter && (
          <Select
            style={{ minWidth: 140 }}
            value={feeType ?? ''}
            onChange={(value: string) => setFeeType(value || undefined)}
            options={[
              { value: '', label: t('feeStatement.allFeeTypes') },
              ...FEE_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: labelIn(o, language) })),
            ]}
            data-testid="statement-fee-type"
          />
        )}
        {canExport && (
          <Button
            onClick={() => void statementApi.export(report, query, `${title}.xlsx`).catch(() => undefined)}
            data-testid="statement-export"
          >
            {t('feeStatement.export')}
          </Button>
        )}
        <Button onClick={() => setDrill({ query, title: t('feeStatement.detailsOf', { title }) })} data-testid="statement-all-lines">
          {t('feeStatement.details')}
        </Button>
      </Space>
      {data && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Totals result={data} report={report} language={language} />
          {option && <EChart option={option} testId="statement-chart" />}
        </Space>
      )}
      <Table<StatementRow>
        style={{ marginTop: 12 }}
        rowKey={(row) => decl.columns.map((column) => row[`${column.key}Key`] ?? row[column.key]).join('|')}
        size="small"
        loading={result.isLoading}
        dataSource={data?.rows ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('feeStatement.noData') }}
        scroll={{ x: true }}
        data-testid="statement-rows"
        onRow={(row) => ({ onClick: () => drillInto(row), style: { cursor: 'pointer' } })}
        columns={tableColumns(decl.columns, language)}
      />
      {drill && <LinesDrawer report={report} query={drill.query} title={drill.title} onClose={() => setDrill(null)} />}
    </Card>
  );
}

/** The screen of one inline report of /propertyPayment/statement. */
export function statementScreen(report: StatementReport) {
  return function Statement() {
    return <StatementScreen report={report} />;
  };
}
