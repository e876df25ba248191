import { equipmentFailureResource, equipmentResource, maintainRecordResource } from '@cvap/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Row } from '../../resource/api.js';
import { pageLink } from '../../resource/page-link.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { RepairOrderLink } from '../repair/index.js';
import { failureAddValues } from './equipment-api.js';
import type { EquipmentLabel } from './label-sheet.js';

/** A ledger row as its label: the QR code carries the equipment code (what the patrol and maintenance staff scan). */
export function labelOf(row: Row): EquipmentLabel {
  const text = (value: unknown) => (value == null ? '' : String(value));
  return {
    qr: text(row.code),
    code: text(row.code),
    name: text(row.name),
    location: [text(row.buildingIdLabel), text(row.location)].filter(Boolean).join(' · '),
    community: text(row.residentialIdLabel),
  };
}

/** 打印标签: the ticked rows' QR labels, or the page's rows when none is ticked, as an A4 PDF. */
export function PrintLabelsButton({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const { downloadLabelsPdf } = await import('./label-pdf.js');
      await downloadLabelsPdf(rows.map(labelOf), `${t('equipment.labels.fileName')}-${dayjs().format('YYYYMMDD')}.pdf`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<PrinterOutlined />}
      loading={busy}
      disabled={rows.length === 0}
      onClick={() => void print()}
      data-testid="equipment-print-labels"
    >
      {t('equipment.labels.print')}
    </Button>
  );
}

function LedgerToolbar({ context }: { context: ResourcePageContext }) {
  return <PrintLabelsButton rows={context.selected.length > 0 ? context.selected : context.pageRows} />;
}

/** 设备台账: the ledger, each row opening its detail page, with QR labels printed for the ticked rows (or the page's). */
export function EquipmentRecordPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      decl={equipmentResource}
      overrides={{
        selectable: true,
        // The detail page is the row's detail (the ledger entry, its QR label, its records): no dialog besides it.
        hiddenActions: ['view'],
        leadingRowActions: pageLink({ path: '/equipmentManager/equipmentDetail', text: t('equipment.links.detail'), testId: 'row-detail' }),
        toolbar: (context) => <LedgerToolbar context={context} />,
      }}
    />
  );
}

/** 保养记录: an open record opens its fill-in page (填写), a done one its detail; either page shows the whole record. */
export function MaintainRecordListPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      decl={maintainRecordResource}
      overrides={{
        hiddenActions: ['view'],
        leadingRowActions: pageLink((row) =>
          Number(row.status) === 0
            ? { path: '/equipmentManager/maintainRecordAdd', text: t('equipment.links.fill'), testId: 'row-fill' }
            : { path: '/equipmentManager/maintainRecordDetail', text: t('equipment.links.detail'), testId: 'row-detail' },
        ),
      }}
    />
  );
}

/** A failure's repair order as its number leading to the order's detail. */
const failureCells = {
  repairOrderId: (value: unknown, row: Row) =>
    typeof value === 'number' ? (
      <RepairOrderLink id={value} orderNo={String(row.repairOrderIdLabel ?? value)} testId={`failure-order-${row.id}`} />
    ) : null,
};

/**
 * 设备故障: beside the dialog's detail and edit, each failure opens its page of lifecycle steps (处理: confirm,
 * repair, optionally as a repair work order, close), which the dialog does not offer; its repair order's number
 * leads to the order.
 */
export function FailureListPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      decl={equipmentFailureResource}
      overrides={{
        cells: failureCells,
        leadingRowActions: pageLink({
          path: '/equipmentManager/equipmentFailureDetail',
          text: t('equipment.links.handle'),
          testId: 'row-handle',
        }),
      }}
    />
  );
}

/** 新增故障: the failures' list with the add dialog open, filled in with what the link carries (a record's 上报故障). */
export function FailureAddPage() {
  const { search } = useLocation();
  const values = useMemo(() => failureAddValues(search), [search]);
  return <ResourcePage decl={equipmentFailureResource} overrides={{ cells: failureCells, openAdd: true, addValues: () => values }} />;
}
