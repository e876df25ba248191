import { BankOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchResidential } from './header/ResidentialSwitcher.js';

/** A head-office page opened while acting for one community (decision 0003): says so and offers the way back. */
export function HeadOfficeOnly() {
  const { t } = useTranslation();
  return (
    <div data-testid="head-office-only">
      <Result
        status="info"
        title={t('header.headOfficeOnly')}
        extra={
          <Button type="primary" icon={<BankOutlined />} data-testid="head-office-only-return" onClick={() => switchResidential(null)}>
            {t('header.returnToHeadOffice')}
          </Button>
        }
      />
    </div>
  );
}
