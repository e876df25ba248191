import { BankOutlined, DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { UserInfo } from '@cvap/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { readCompanyId, storeCompanyId } from '../../session/residential-choice.js';
import { actingResidential, hasResidentialChoice } from '../../session/residential.js';

const HEAD_OFFICE_KEY = 'head-office';

/** Spec section 4: changing community stores (or clears) the choice for the browser session and reloads. */
export function switchResidential(companyId: string | null): void {
  storeCompanyId(companyId);
  window.location.reload();
}

/** The community acted for: its name, or a dropdown when there is a choice (with 'return to head office'). */
export function ResidentialSwitcher({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const current = actingResidential(user, readCompanyId());
  const currentName = current?.residentialName ?? t('header.headOffice');

  if (!hasResidentialChoice(user)) {
    return (
      <span className="header-text" data-testid="community-name">
        <EnvironmentOutlined /> {currentName}
      </span>
    );
  }

  const items: MenuProps['items'] = [
    ...user.communities.map((residential) => ({
      key: residential.companyId,
      label: <span data-testid={`community-option-${residential.companyId}`}>{residential.residentialName}</span>,
    })),
    ...(user.headOffice
      ? [
          { type: 'divider' as const },
          {
            key: HEAD_OFFICE_KEY,
            icon: <BankOutlined />,
            label: <span data-testid="community-option-head-office">{t('header.returnToHeadOffice')}</span>,
          },
        ]
      : []),
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: [current?.companyId ?? HEAD_OFFICE_KEY],
        onClick: ({ key }) => {
          const next = key === HEAD_OFFICE_KEY ? null : key;
          if (next !== (current?.companyId ?? null)) switchResidential(next);
        },
      }}
    >
      <Button type="text" className="header-button" data-testid="community-switcher">
        {current ? <EnvironmentOutlined /> : <BankOutlined />}
        <span className="header-button__label">{currentName}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
