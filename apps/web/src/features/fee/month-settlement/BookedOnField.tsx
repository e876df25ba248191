import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaNow } from '../../../resource/date-range.js';

/**
 * The booking date of a posting (docs/decisions/0034): empty books today; an earlier day is a late entry, which the
 * API refuses in a closed month (41020). Days after today (China time) cannot be picked.
 */
export function BookedOnField({ id, onChange, value }: { id: string; onChange: (day: string) => void; value?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('feeMonth.bookedOn')} htmlFor={id} style={{ marginBottom: 0 }}>
      <Input
        id={id}
        type="date"
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
