import { EquipmentEndpoints, equipmentResource, maintainRecordResource, type EquipmentDocument, type FieldDecl } from '@cvap/contracts';
import { Button, Card, Descriptions, Empty, QRCode, Spin, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLabel } from '../../i18n/label.js';
import { useResourceList, useResourceRecord, type Row } from '../../resource/api.js';
import { fieldsOf } from '../../resource/decl.js';
import { downloadStoredFile } from '../../resource/stored-file-download.js';
import { useEndpoint } from '../../request/endpoint.js';
import { fileSize, idOfSearch } from './equipment-api.js';
import { PrintLabelsButton } from './ListPages.js';

/** A field's value as the detail shows it: a reference by its name, an option by its label. */
function shownValue(field: FieldDecl, name: string, row: Row, label: ReturnType<typeof useLabel>): string {
  const value = row[`${name}Label`] ?? row[name];
  const option = field.options?.find((o) => o.value === value);
  if (option) return label(option);
  return value == null ? '' : String(value);
}

/** The equipment's last maintenance records, newest first. */
function RecentRecords({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const records = useResourceList(maintainRecordResource, { page: 1, limit: 10, equipmentId, sort: 'slot', order: 'desc' });
  const fields = new Map(fieldsOf(maintainRecordResource));
  const columns = ['recordNo', 'slot', 'dueAt', 'status', 'doneAt'].filter((name) => fields.has(name));
  return (
    <Card size="small" title={t('equipment.detail.records')} style={{ marginTop: 12 }}>
      <Table
        size="small"
        rowKey="id"
        loading={records.isLoading}
        pagination={false}
        scroll={{ x: true }}
        dataSource={(records.data?.rows ?? []) as Row[]}
        data-testid="equipment-detail-records"
        columns={columns.map((name) => ({
          key: name,
          title: label(fields.get(name)!.label),
          render: (_: unknown, row: Row) => shownValue(fields.get(name)!, name, row, label),
        }))}
      />
    </Card>
  );
}

/**
 * The equipment's documents (manuals, warranty certificates…): each name downloads the file with the session's
 * token. Its query, like the record's, sits under the resource's key, so a save in the ledger refreshes both.
 */
function Documents({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation();
  const documents = useEndpoint(EquipmentEndpoints.documents, { params: { id: equipmentId } });
  const download = (document: EquipmentDocument) => void downloadStoredFile(document.path, document.name).catch(() => undefined);
  return (
    <Card size="small" title={t('equipment.detail.documents')} style={{ marginTop: 12 }}>
      <Table<EquipmentDocument>
        size="small"
        rowKey="path"
        loading={documents.isLoading}
        pagination={false}
        dataSource={documents.data ?? []}
        data-testid="equipment-detail-documents"
        locale={{ emptyText: t('equipment.detail.noDocuments') }}
        columns={[
          {
            key: 'name',
            title: t('equipment.detail.documentName'),
            render: (_: unknown, document) => (
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => download(document)}
                data-testid="equipment-document-download"
              >
                {document.name}
              </Button>
            ),
          },
          { key: 'size', title: t('equipment.detail.documentSize'), render: (_: unknown, document) => fileSize(document.size) },
          { key: 'uploadedAt', title: t('equipment.detail.documentUploadedAt'), dataIndex: 'uploadedAt' },
        ]}
      />
    </Card>
  );
}

/**
 * 设备详情 (/equipmentManager/equipmentDetail?id=): the ledger entry, its QR label (the code a phone scans, printed
 * on its own A4 sheet as the ledger prints several), its documents and its last maintenance records.
 */
export function EquipmentDetailPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const { search } = useLocation();
  const id = useMemo(() => idOfSearch(search), [search]);
  const record = useResourceRecord(equipmentResource, id);
  if (id === null || record.isError) return <Empty description={t('equipment.detail.notFound')} />;
  if (!record.data) return <Spin />;
  const row = record.data;
  return (
    <div data-testid="equipment-detail" style={{ maxWidth: 960 }}>
      <Card size="small" title={`${label(equipmentResource.label)} · ${String(row.name ?? '')}`}>
        <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }}>
          {fieldsOf(equipmentResource)
            .filter(([, field]) => field.kind !== 'id' && field.kind !== 'image' && field.kind !== 'file' && field.form !== 'hidden')
            .map(([name, field]) => (
              <Descriptions.Item key={name} label={label(field.label)}>
                <span data-testid={`detail-${name}`}>{shownValue(field, name, row, label)}</span>
              </Descriptions.Item>
            ))}
        </Descriptions>
      </Card>
      <Card size="small" title={t('equipment.detail.qrCode')} style={{ marginTop: 12 }} extra={<PrintLabelsButton rows={[row]} />}>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <QRCode value={String(row.code)} size={180} data-testid="equipment-detail-qr" />
          <Typography.Text strong>{String(row.code)}</Typography.Text>
          <Typography.Text type="secondary">{t('equipment.detail.qrHint')}</Typography.Text>
        </div>
      </Card>
      <Documents equipmentId={row.id} />
      <RecentRecords equipmentId={row.id} />
    </div>
  );
}
