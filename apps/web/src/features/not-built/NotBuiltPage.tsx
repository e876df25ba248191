import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from './use-page-meta.js';

/** The honest placeholder of a screen that a later issue delivers. */
export default function NotBuiltPage() {
  const { t } = useTranslation();
  const { path, title } = usePageMeta();
  return (
    <div className="not-built-page" data-testid="not-built-page">
      <Result
        icon={<ToolOutlined style={{ color: '#8c8c8c' }} />}
        title={t('notBuilt.title', { name: title })}
        subTitle={
          <>
            <div>{t('notBuilt.description', { name: title })}</div>
            <code style={{ color: '#8c8c8c' }}>{t('notBuilt.path', { path })}</code>
          </>
        }
      />
    </div>
  );
}
