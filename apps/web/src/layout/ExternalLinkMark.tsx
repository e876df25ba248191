import { ExportOutlined } from '@ant-design/icons';
import type { MenuItem } from '@cvap/contracts';
import { useTranslation } from 'react-i18next';

/** The marker beside a menu entry that opens an external address in a new window (function type `link`). */
export function ExternalLinkMark({ item, className }: { item: Pick<MenuItem, 'code'>; className?: string }) {
  const { t } = useTranslation();
  return (
    <ExportOutlined
      className={className}
      title={t('layout.externalLink')}
      aria-label={t('layout.externalLink')}
      data-testid={`menu-external-${item.code}`}
    />
  );
}
