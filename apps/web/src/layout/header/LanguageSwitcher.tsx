import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@cvap/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../i18n/language.js';

interface LanguageSwitcherProps {
  /** `language-switcher` in the header, `login-language` on the login page. */
  testId: string;
  onChoose(language: Language): void;
  className?: string;
}

/** A dropdown of the console's languages, each named in its own language. */
export function LanguageSwitcher({ testId, onChoose, className }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = languageOrDefault(i18n.language);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: <span data-testid={`language-option-${language}`}>{t(`language.${language}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (key !== current) onChoose(key as Language);
        },
      }}
    >
      <Button type="text" className={className} data-testid={testId} icon={<GlobalOutlined />} aria-label={t('language.label')}>
        {t(`language.${current}`)}
      </Button>
    </Dropdown>
  );
}
