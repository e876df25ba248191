import { billTemplateResource } from '@cvap/contracts';
import { useTranslation } from 'react-i18next';
import { pageLink } from '../../../resource/page-link.js';
import { ResourcePage } from '../../../resource/ResourcePage.js';

/** /propertyPayment/billPrint: the notice and reminder templates, each opening its preview-and-print page. */
export default function BillPrintPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      decl={billTemplateResource}
      overrides={{ rowActions: pageLink({ path: '/propertyPayment/billPrint/detail', text: t('feeBill.printLink'), testId: 'row-print' }) }}
    />
  );
}
