import { equipmentResource } from '@cvap/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
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

/** 设备台账: the ledger, with QR labels printed for the ticked rows (or the page's rows). */
export function EquipmentRecordPage() {
  return (
    <ResourcePage
      decl={equipmentResource}
      overrides={{
        selectable: true,
        toolbar: (context) => <LedgerToolbar context={context} />,
      }}
    />
  );
}
