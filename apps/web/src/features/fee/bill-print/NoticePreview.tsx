import type { BillNotice } from '@cvap/contracts';
import { QRCode, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../resource/api.js';

/** A notice as the PDF prints it (same fields, same order), for looking at before printing. */
export function NoticePreview({ notice, template }: { notice: BillNotice; template: Row }) {
  const { t } = useTranslation();
  return (
    <div className="bill-notice" data-testid={`notice-${notice.apartmentId}`}>
      <Typography.Title level={4} style={{ textAlign: 'center', marginBottom: 0 }}>
        {String(template.title)}
      </Typography.Title>
      <div style={{ textAlign: 'center' }}>{String(template.companyName)}</div>
      <dl className="bill-notice__facts">
        <dt>{t('feeBill.house')}</dt>
        <dd>{notice.address}</dd>
        {template.showOwner === true && (
          <>
            <dt>{t('feeBill.owner')}</dt>
            <dd>{notice.ownerName ?? '—'}</dd>
          </>
        )}
        {template.showArea === true && notice.area && (
          <>
            <dt>{t('feeBill.area')}</dt>
            <dd>{notice.area} m²</dd>
          </>
        )}
        <dt>{t('feeBill.payCode')}</dt>
        <dd>{notice.payCode}</dd>
      </dl>
      <Table
        size="small"
        pagination={false}
        rowKey={(_, index) => String(index)}
        dataSource={notice.lines}
        locale={{ emptyText: t('feeBill.nothing') }}
        columns={[
          { key: 'p', title: t('feeBill.period'), dataIndex: 'period' },
          {
            key: 'f',
            title: t('feeBill.fee'),
            render: (_: unknown, line) => (line.lineKind === 3 ? `${t('feeBill.lateFee')}（${line.feeName}）` : line.feeName),
          },
          ...(template.showDueDate === true ? [{ key: 'd', title: t('feeBill.due'), dataIndex: 'dueDate' }] : []),
          { key: 'a', title: t('feeBill.amount'), dataIndex: 'outstanding', align: 'right' as const },
        ]}
      />
      <div className="bill-notice__total" data-testid="notice-total">
        {t('feeBill.total')}：¥{notice.total}
      </div>
      {template.note ? <p>{String(template.note)}</p> : null}
      {template.showQr === true && (
        <div className="bill-notice__qr">
          <QRCode value={notice.qrText} size={110} bordered={false} />
          <span>{t('feeBill.scan')}</span>
        </div>
      )}
    </div>
  );
}
