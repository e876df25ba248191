import { IdcardOutlined } from '@ant-design/icons';
import { Button, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HwBridgeError, readIdCard, type HwBridgeFailure } from '../../app/hw-bridge.js';
import { noticeSuccess, noticeWarning } from '../../request/notify.js';
import { useCurrentUser } from '../../session/user-info.js';
import { idCardFormValues } from './id-card-values.js';

const FAILURE_TEXT = {
  unreachable: 'household.idCardUnreachable',
  noCard: 'household.idCardNoCard',
  busy: 'household.idCardBusy',
  unplugged: 'household.idCardUnplugged',
  failed: 'household.idCardFailed',
} as const satisfies Record<HwBridgeFailure, string>;

/**
 * Reads the national ID card on the local helper's reader and fills the registration form's fields the card
 * carries. A failed read only tells why (helper unreachable, no card, read failure): the form is left as it was.
 */
export function ReadIdCardButton({
  form,
  fieldNames,
  disabled,
}: {
  form: FormInstance;
  fieldNames: readonly string[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { hwBridgeUrl } = useCurrentUser();
  const [reading, setReading] = useState(false);

  const read = async () => {
    setReading(true);
    try {
      const values = idCardFormValues(await readIdCard(hwBridgeUrl), fieldNames);
      form.setFieldsValue(values);
      // Show at once whether what the card carries passes the form's rules (the ID number's check digit).
      await form.validateFields(Object.keys(values)).catch(() => undefined);
      noticeSuccess(t('household.idCardRead'));
    } catch (error) {
      const reason = error instanceof HwBridgeError ? error.reason : 'failed';
      if (!(error instanceof HwBridgeError)) console.error(error);
      noticeWarning(t(FAILURE_TEXT[reason], { url: hwBridgeUrl }));
    } finally {
      setReading(false);
    }
  };

  return (
    <Button
      icon={<IdcardOutlined />}
      loading={reading}
      disabled={disabled}
      onClick={() => void read()}
      data-testid="registration-read-id-card"
    >
      {t('household.readIdCard')}
    </Button>
  );
}
