import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { cardValidityPresets, DateFormats, isPastDay } from './date-range.js';

/** Spec section 5: a card's validity with presets 1, 3, 6 months and 1, 2, 3 years from today; past days disabled. */
export interface CardValidityProps {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  disabled?: boolean;
}

export function CardValidityPicker({ value, onChange, disabled }: CardValidityProps) {
  const { t } = useTranslation();
  return (
    <DatePicker
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      showTime
      format={DateFormats.datetime}
      disabledDate={(current) => isPastDay(current)}
      presets={cardValidityPresets().map(({ key, value }) => ({ label: t(`resource.${key}`), value }))}
      style={{ width: '100%' }}
    />
  );
}
