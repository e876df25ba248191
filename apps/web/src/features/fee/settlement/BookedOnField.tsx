import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { chinaNow } from '../../../resource/date-range.js';

/**
 * The booking date of a posting (docs/decisions/0034): empty books today; an earlier day is a late entry, which the
 * API refuses in or before the community's last closed month (41020, docs/decisions/0047). Days after today (China
 * time) cannot be picked, nor, when the screen knows the last closed month (`closedUpTo`), days in or before it.
 */
export function BookedOnField({
  id,
  onChange,
  value,
  closedUpTo,
}: {
  id: string;
  onChange: (day: string) => void;
  value?: string;
  closedUpTo?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('feeMonth.bookedOn')} htmlFor={id} style={{ marginBottom: 0 }}>
      <Input
        id={id}
        type="date"
        min={closedUpTo ? dayjs(`${closedUpTo}-01`).add(1, 'month').format('YYYY-MM-DD') : undefined}
        max={chinaNow().format('YYYY-MM-DD')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      />
    </Form.Item>
  );
}

/** The request body's `bookedOn`, present only when a day was chosen. */
export const bookedOnBody = (day: string) => (day ? { bookedOn: day } : {});
