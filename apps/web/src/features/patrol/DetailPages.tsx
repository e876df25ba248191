import { patrolPlanResource, patrolPointResource, patrolRecordResource, patrolTaskResource } from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, QRCode, Spin, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLabel } from '../../i18n/label.js';
import { resourceApi, resourceKey, useResourceRecord, type Row } from '../../resource/api.js';
import { fieldsOf, type AnyResourceDecl } from '../../resource/decl.js';
import { idOf } from './patrol-api.js';
import './patrol.css';

/** A record's declared fields as a description list (references by their names, options by their labels). */
function Fields({ decl, row }: { decl: AnyResourceDecl; row: Row }) {
  const label = useLabel();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }}>
      {fieldsOf(decl)
        .filter(
          ([name, field]) =>
            field.kind !== 'id' && field.form !== 'hidden' && !(field.kind === 'reference' && field.virtual) && name !== 'checkItems',
        )
        .map(([name, field]) => {
          const value = row[`${name}Label`] ?? row[name];
          const option = field.options?.find((o) => o.value === value);
          const shown = option ? label(option) : Array.isArray(value) ? value.join('、') : value == null ? '' : String(value);
          return (
            <Descriptions.Item key={name} label={label(field.label)}>
              <span data-testid={`detail-${name}`}>{shown}</span>
            </Descriptions.Item>
          );
        })}
    </Descriptions>
  );
}

/** One record of a resource by `?id=`, with what the page adds below it. */
function RecordDetail({ decl, children }: { decl: AnyResourceDecl; children?: (row: Row) => ReactNode }) {
  const { t } = useTranslation();
  const label = useLabel();
  const id = idOf(useLocation().search);
  const record = useResourceRecord(decl, id);
  if (id === null || record.isError) return <Empty description={t('patrol.notFound')} />;
  if (!record.data) return <Spin />;
  return (
    <div data-testid={`${decl.name}-detail`}>
      <Card size="small" title={`${label(decl.label)} · ${String(record.data[decl.titleField] ?? '')}`}>
        <Fields decl={decl} row={record.data} />
      </Card>
      {children?.(record.data)}
    </div>
  );
}

/** Rows of a resource filtered by one field (a point's records, a plan's tasks), newest first. */
function RelatedRows({
  decl,
  filter,
  columns,
  title,
}: {
  decl: AnyResourceDecl;
  filter: Record<string, unknown>;
  columns: string[];
  title: string;
}) {
  const label = useLabel();
  const rows = useQuery({
    queryKey: [...resourceKey(decl), 'related', filter],
    queryFn: () => resourceApi(decl).page({ page: 1, limit: 20, ...filter }),
  });
  const fields = new Map(fieldsOf(decl));
  return (
    <Card size="small" title={title} style={{ marginTop: 12 }} data-testid={`patrol-related-${decl.name}`}>
      <Table
        size="small"
        rowKey="id"
        loading={rows.isLoading}
        pagination={false}
        scroll={{ x: true }}
        dataSource={(rows.data?.rows ?? []) as Row[]}
        columns={columns.map((name) => {
          const field = fields.get(name)!;
          return {
            key: name,
            title: label(field.label),
            render: (_: unknown, row: Row) => {
              const value = row[`${name}Label`] ?? row[name];
              const option = field.options?.find((o) => o.value === value);
              return option ? label(option) : value == null ? '' : String(value);
            },
          };
        })}
      />
    </Card>
  );
}

/** 巡更点详情: the point, its QR code to print (its text is what a check-in reads), its check items, its last check-ins. */
export function PatrolPointDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetail decl={patrolPointResource}>
      {(row) => (
        <>
          <Card size="small" title={t('patrol.qrCode')} style={{ marginTop: 12 }}>
            <div className="patrol-qr">
              <QRCode value={String(row.pointCode)} size={200} data-testid="patrol-point-qr" />
              <Typography.Text strong data-testid="patrol-point-code">
                {String(row.pointCode)}
              </Typography.Text>
              <Typography.Text type="secondary">{t('patrol.qrHint')}</Typography.Text>
            </div>
          </Card>
          <Card size="small" title={t('patrol.checkItems')} style={{ marginTop: 12 }}>
            <ul data-testid="patrol-point-items">
              {String(row.checkItems ?? '')
                .split('\n')
                .filter((item) => item.trim())
                .map((item) => (
                  <li key={item}>{item}</li>
                ))}
            </ul>
          </Card>
          <RelatedRows
            decl={patrolRecordResource}
            filter={{ pointId: row.id }}
            columns={['taskId', 'status', 'result', 'checkedAt', 'checkedBy']}
            title={t('patrol.recentRecords')}
          />
        </>
      )}
    </RecordDetail>
  );
}

/** 巡更计划详情: the plan and its tasks, newest first. */
export function PatrolPlanDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetail decl={patrolPlanResource}>
      {(row) => (
        <RelatedRows
          decl={patrolTaskResource}
          filter={{ planId: row.id }}
          columns={['taskName', 'slot', 'dueAt', 'status', 'checkedCount', 'pointCount']}
          title={t('patrol.planTasks')}
        />
      )}
    </RecordDetail>
  );
}

/** 巡更记录详情: one check-in (or miss) and a link to its task. */
export function PatrolRecordDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetail decl={patrolRecordResource}>
      {(row) => (
        <Card size="small" style={{ marginTop: 12 }}>
          <Link to={`/patrolManager/patrolTaskDetail?id=${String(row.taskId)}`}>{t('patrol.task')}</Link>
        </Card>
      )}
    </RecordDetail>
  );
}
