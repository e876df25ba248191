import { DownOutlined, KeyOutlined, LogoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_PDF_PATH } from '../../routes/route-catalogue.js';
import { logout } from '../../session/logout.js';

const ChangePasswordDialog = lazy(() => import('../../features/change-password/ChangePasswordDialog.js'));

/** The user's name with change password, help document and log out. */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const [changingPassword, setChangingPassword] = useState(false);

  const actions: Record<string, () => void> = {
    changePassword: () => setChangingPassword(true),
    help: () => window.open(`${import.meta.env.BASE_URL}${HELP_PDF_PATH.replace(/^\//, '')}`, '_blank', 'noopener'),
    // Without a token the route guard sends the user to /login?redirect=<this page>.
    logout,
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: 'changePassword',
              icon: <KeyOutlined />,
              label: <span data-testid="user-menu-change-password">{t('header.changePassword')}</span>,
            },
            { key: 'help', icon: <QuestionCircleOutlined />, label: <span data-testid="user-menu-help">{t('header.help')}</span> },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="user-menu-logout">{t('header.logout')}</span> },
          ],
          onClick: ({ key }) => actions[key]?.(),
        }}
      >
        <Button type="text" className="header-button" data-testid="user-menu">
          <Avatar size={26} className="header-avatar">
            {name.slice(0, 1)}
          </Avatar>
          <span className="header-button__label">{name}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
