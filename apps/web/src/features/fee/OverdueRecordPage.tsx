import { FEE_ELEMENTS, FeePaths, overdueRecordResource, type OverdueCompute } from '@cvap/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../request/client.js';
import { noticeSuccess } from '../../request/notify.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';

/** Accrues late fees up to today for the acting scope's communities now, as the daily job does. */
function ComputeButton({ context }: { context: ResourcePageContext }) {
  const { t } = useTranslation();
  const canCompute = usePermission(FEE_ELEMENTS.overdueCompute.code);
  const [busy, setBusy] = useState(false);
  if (!canCompute) return null;
  const compute = async () => {
    setBusy(true);
    try {
      const outcome = await http.post<OverdueCompute>(FeePaths.overdueCompute, {});
      noticeSuccess(t('fee.lateFeesComputed', { records: outcome.records }));
      context.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void compute().catch(() => undefined)} data-testid="overdue-compute">
      {t('fee.computeLateFees')}
    </Button>
  );
}

/** /propertyPayment/overdueDefault/overdueRecord: late-fee records, written by the daily job or computed here now. */
export default function OverdueRecordPage() {
  return <ResourcePage decl={overdueRecordResource} overrides={{ toolbar: (context) => <ComputeButton context={context} /> }} />;
}
