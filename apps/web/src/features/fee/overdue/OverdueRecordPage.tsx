import { FEE_ELEMENTS, FeeOverdueEndpoints, overdueRecordResource } from '@cvap/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../request/endpoint.js';
import { noticeSuccess } from '../../../request/notify.js';
import { chinaNow } from '../../../resource/date-range.js';
import { ResourcePage, type ResourcePageContext } from '../../../resource/ResourcePage.js';
import { usePermission } from '../../../session/permissions.js';
import { useActingScopeName } from '../billing/acting-scope.js';

/**
 * Accrues late fees up to today for the acting scope's communities now, as the daily job does: asks first, saying
 * for which communities and up to which day, and says what it made (records, late-fee lines, their total).
 */
function ComputeButton({ context }: { context: ResourcePageContext }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const scope = useActingScopeName();
  const canCompute = usePermission(FEE_ELEMENTS.overdueCompute.code);
  const [busy, setBusy] = useState(false);
  if (!canCompute) return null;
  const compute = async () => {
    setBusy(true);
    try {
      const outcome = await callEndpoint(FeeOverdueEndpoints.overdueCompute, { body: {} });
      noticeSuccess(t('fee.lateFeesComputed', { records: outcome.records, lines: outcome.lines, total: outcome.total }));
      context.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      loading={busy}
      onClick={() =>
        modal.confirm({
          title: t('fee.computeConfirmTitle'),
          // Today in the communities' time, as the API computes it.
          content: (
            <span data-testid="overdue-compute-summary">{t('fee.computeConfirm', { scope, date: chinaNow().format('YYYY-MM-DD') })}</span>
          ),
          okButtonProps: { 'data-testid': 'overdue-compute-ok' } as never,
          onOk: () => compute().catch(() => undefined),
        })
      }
      data-testid="overdue-compute"
    >
      {t('fee.computeLateFees')}
    </Button>
  );
}

/** /propertyPayment/overdueDefault/overdueRecord: late-fee records, written by the daily job or computed here now. */
export default function OverdueRecordPage() {
  return <ResourcePage decl={overdueRecordResource} overrides={{ toolbar: (context) => <ComputeButton context={context} /> }} />;
}
