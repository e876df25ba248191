import { CloudSyncOutlined, DisconnectOutlined, LogoutOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@cvap/contracts';
import { Button, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../../i18n/language.js';
import { BackToConsoleButton } from '../../../layout/BackToConsoleButton.js';
import { logout } from '../../../session/logout.js';
import { chooseLanguageWhenLoggedIn } from '../../../session/language-preference.js';
import { useCurrentUser } from '../../../session/user-info.js';
import type { OfflineState } from './offline/use-offline-queue.js';

/**
 * The kiosk's own slim bar instead of the console header: the product and the screen's name, whether the kiosk
 * is online and how many registrations wait on the device, the language, and the way out (back to the console
 * for staff; only logging out for the kiosk account).
 */
export function KioskBar({ queue }: { queue: OfflineState }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const current = languageOrDefault(i18n.language);
  return (
    <header className="kiosk-bar" data-testid="standalone-bar">
      <div className="kiosk-bar__title">
        {!user.kiosk && <BackToConsoleButton size="large" />}
        <span className="kiosk-bar__product">{t('app.productName')}</span>
        <h1 className="kiosk-bar__screen" data-testid="kiosk-title">
          {t('kiosk.title')}
        </h1>
      </div>
      <div className="kiosk-bar__tools">
        {queue.offline ? (
          <Tag color="red" icon={<DisconnectOutlined />} className="kiosk-bar__status" data-testid="kiosk-offline">
            {t('kiosk.offline.status', { n: queue.waiting })}
          </Tag>
        ) : (
          <Tag color={queue.waiting > 0 ? 'orange' : 'green'} className="kiosk-bar__status" data-testid="kiosk-online">
            {queue.waiting > 0 ? t('kiosk.offline.waiting', { n: queue.waiting }) : t('kiosk.online')}
          </Tag>
        )}
        {(queue.offline || queue.waiting > 0) && (
          <Button size="large" icon={<CloudSyncOutlined />} onClick={() => void queue.retry()} data-testid="kiosk-retry">
            {t('kiosk.offline.retry')}
          </Button>
        )}
        <Segmented<Language>
          size="large"
          value={current}
          options={LANGUAGES.map((language) => ({
            value: language,
            label: <span data-testid={`kiosk-language-${language}`}>{t(`language.${language}`)}</span>,
          }))}
          onChange={(language) => void chooseLanguageWhenLoggedIn(language)}
        />
        <span className="kiosk-bar__user">{user.name}</span>
        <Button size="large" type="text" icon={<LogoutOutlined />} onClick={logout} data-testid="standalone-logout">
          {t('header.logout')}
        </Button>
      </div>
    </header>
  );
}
