import { labelIn, STATEMENT_REPORTS } from '@cvap/contracts';
import { Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { languageOrDefault } from '../../../i18n/language.js';
import { ROUTE_CATALOGUE } from '../../../routes/route-catalogue.js';

/** 报表统计: the twelve statements, each a link to its page. */
export default function StatementsOverview() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const pages = STATEMENT_REPORTS.map((report) => ROUTE_CATALOGUE.get(`/propertyPayment/statement/${report}`)).filter(
    (meta) => meta !== undefined,
  );
  return (
    <Card title={t('feeStatement.reports')} data-testid="statement-overview">
      <List
        grid={{ gutter: 12, xs: 1, sm: 2, md: 3, lg: 4 }}
        dataSource={pages}
        renderItem={(meta) => (
          <List.Item>
            <Card size="small">
              <Link to={meta.path} data-testid={`statement-link-${meta.path.split('/').pop()}`}>
                {labelIn(meta, language)}
              </Link>
            </Card>
          </List.Item>
        )}
      />
    </Card>
  );
}
