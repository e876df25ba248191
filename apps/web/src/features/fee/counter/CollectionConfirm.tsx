import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CollectionPlan {
  count: number;
  /** Yuan text, summed exactly. */
  total: string;
  methodName: string;
  /** `YYYY-MM`, or undefined for every period owed. */
  periodTo: string | undefined;
}

/** Asks before a batch is collected: how many houses, how much, by which method, up to which period. */
export function CollectionConfirm({
  plan,
  busy,
  onOk,
  onCancel,
}: {
  plan: CollectionPlan;
  busy: boolean;
  onOk: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('feeCollection.confirmTitle')}
      onOk={onOk}
      onCancel={onCancel}
      okText={t('feeCollection.collect')}
      okButtonProps={{ loading: busy, 'data-testid': 'collection-confirm-ok' } as never}
    >
      <div data-testid="collection-confirm">
        <Typography.Paragraph strong>
          {t('feeCollection.confirm', { count: plan.count, total: plan.total, method: plan.methodName })}
        </Typography.Paragraph>
        <Typography.Paragraph>
          {plan.periodTo ? t('feeCollection.confirmPeriod', { period: plan.periodTo }) : t('feeCollection.confirmAll')}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('feeCollection.confirmOneTransaction')}</Typography.Paragraph>
      </div>
    </Modal>
  );
}
