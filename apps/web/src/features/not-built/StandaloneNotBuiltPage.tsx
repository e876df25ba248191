import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackToConsoleButton } from '../../layout/BackToConsoleButton.js';
import { logout } from '../../session/logout.js';
import { useOptionalUser } from '../../session/user-info.js';
import NotBuiltPage from './NotBuiltPage.js';
import './standalone.css';

/**
 * A not-built screen that lives outside the console layout (on-site registration on a kiosk). A slim bar
 * names the product and the account and lets a kiosk log out; the console header is not shown here. Staff
 * who opened it from the console's menu (anyone but a kiosk account) get a way back to the console.
 */
export default function StandaloneNotBuiltPage() {
  const { t } = useTranslation();
  const user = useOptionalUser();
  return (
    <div className="standalone-page">
      <div className="standalone-page__bar" data-testid="standalone-bar">
        <span className="standalone-page__product">
          {user && !user.kiosk && <BackToConsoleButton size="small" />}
          {t('app.productName')}
        </span>
        <span className="standalone-page__user">
          {user?.name}
          <Button size="small" type="text" icon={<LogoutOutlined />} onClick={logout} data-testid="standalone-logout">
            {t('header.logout')}
          </Button>
        </span>
      </div>
      <div className="full-page-center standalone-page__body">
        <NotBuiltPage />
      </div>
    </div>
  );
}
