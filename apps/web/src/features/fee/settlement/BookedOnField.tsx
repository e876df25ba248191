import { FeeLedgerEndpoints } from '@cvap/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../../request/endpoint.js';
import { chinaNow } from '../../../resource/date-range.js';
import { firstBookableDay, isBookableDay } from './booking-days.js';

/** The last closed month of a community (`YYYY-MM`, or null), as the API answers it for the top-up and approve dialogs. */
function useClosedUpTo(residentialId: number | undefined): string | null | undefined {
  const closed = useEndpoint(
    FeeLedgerEndpoints.closedMonth,
    { query: { residentialId: residentialId ?? 0 } },
    { enabled: residentialId !== undefined },
  );
  return closed.data?.lastClosedMonth;
}

/**
 * The booking date of a posting (docs/decisions/0034): empty books today; an earlier day is a late entry, which the
 * API refuses in or before the community's last closed month (41020, docs/decisions/0047). Days after today (China
 * time) cannot be picked, nor days in or before the last closed month: the screen's (`closedUpTo`), or the one the
 * API names for `residentialId`; a hint says which month is closed.
 */
export function BookedOnField({
  id,
  onChange,
  value,
  closedUpTo,
  residentialId,
}: {
  id: string;
  onChange: (day: string) => void;
  value?: string;
  closedUpTo?: string | null;
  residentialId?: number;
}) {
  const { t } = useTranslation();
  const fetched = useClosedUpTo(closedUpTo === undefined ? residentialId : undefined);
  const closed = closedUpTo ?? fetched;
  const today = chinaNow().format('YYYY-MM-DD');
  return (
    <Form.Item
      label={t('feeMonth.bookedOn')}
      htmlFor={id}
      style={{ marginBottom: 0 }}
      extra={closed ? <span data-testid={`${id}-closed`}>{t('feeMonth.closedUpTo', { month: closed })}</span> : undefined}
    >
      <Input
        id={id}
        type="date"
        min={firstBookableDay(closed)}
        max={today}
        // A day typed rather than picked is not held back by min and max: it shows as wrong before the API refuses it.
        status={value && !isBookableDay(value, today, closed) ? 'error' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      />
    </Form.Item>
  );
}

/** The request body's `bookedOn`, present only when a day was chosen. */
export const bookedOnBody = (day: string) => (day ? { bookedOn: day } : {});
