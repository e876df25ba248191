import { eInvoiceSellerResource, eInvoiceTaxCodeResource, labelIn } from '@cvap/contracts';
import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../../i18n/language.js';
import { ResourcePage } from '../../../resource/ResourcePage.js';

/** /propertyPayment/eInvoice/setting: each community's seller and, in a second tab, the tax goods code and rate of each fee. */
export default function EInvoiceSettingPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (
    <Tabs
      destroyOnHidden
      data-testid="resource-tabs"
      items={[
        {
          key: 'seller',
          label: labelIn(eInvoiceSellerResource.label, language),
          children: <ResourcePage decl={eInvoiceSellerResource} />,
        },
        {
          key: 'taxCode',
          label: labelIn(eInvoiceTaxCodeResource.label, language),
          children: (
            <>
              <Alert type="info" showIcon message={t('feeInvoice.rateNote')} style={{ marginBottom: 12 }} />
              <ResourcePage decl={eInvoiceTaxCodeResource} />
            </>
          ),
        },
      ]}
    />
  );
}
