import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { Language, MenuItem } from '@cvap/contracts';
import { Grid, Layout, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { ExternalLinkMark } from '../ExternalLinkMark.js';
import { MenuIcon } from '../menu-icons.js';
import { enclosingGroupKeys, findMenuEntry, isExternalLink, menuEntryKey, menuLabel, menuTrail, openMenuEntry } from '../menu-tree.js';
import { useSiderCollapsed } from './sider-collapsed.js';
import './side-menu.css';

type Items = NonNullable<MenuProps['items']>;

function toItems(nodes: readonly MenuItem[], language: Language, counts: ReadonlyMap<string, number>, depth = 0): Items {
  return nodes.map((node) => {
    const icon = depth === 0 ? <MenuIcon name={node.icon} /> : undefined;
    // Groups keep antd's own title (it ellipsises before the arrow); entries get their count beside the name.
    if (node.type === 'section')
      return { key: node.code, label: menuLabel(node, language), icon, children: toItems(node.children, language, counts, depth + 1) };
    const count = node.countKey ? counts.get(node.countKey) : undefined;
    const label = (
      <span className="side-menu__label">
        <span className="side-menu__name">{menuLabel(node, language)}</span>
        {node.countKey && count !== undefined && count > 0 && (
          <span className="side-menu__count" data-testid={`menu-count-${node.countKey}`}>
            {count}
          </span>
        )}
        {isExternalLink(node) && <ExternalLinkMark item={node} className="side-menu__external" />}
      </span>
    );
    return { key: menuEntryKey(node), label, icon };
  });
}

interface SideMenuProps {
  section: MenuItem;
  /** The menu entry to highlight (an inline page's parent). */
  selectedPath: string | null;
  counts: ReadonlyMap<string, number>;
}

/** The entries of the chosen top-level section; groups are submenus. */
export function SideMenu({ section, selectedPath, counts }: SideMenuProps) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const navigate = useNavigate();
  const [storedCollapsed, setCollapsed] = useSiderCollapsed();
  // On a phone (narrower than antd's sm, 576 px) the menu starts collapsed to its icons, whatever the stored
  // preference, so the page keeps the width; the button still expands it there, without changing the preference.
  const narrow = Grid.useBreakpoint().sm === false;
  const [narrowExpanded, setNarrowExpanded] = useState(false);
  const collapsed = narrow ? !narrowExpanded : storedCollapsed;
  const toggle = () => (narrow ? setNarrowExpanded(!narrowExpanded) : setCollapsed(!collapsed));
  const enclosing = enclosingGroupKeys(selectedPath ? menuTrail([section], selectedPath) : null);
  const [openKeys, setOpenKeys] = useState<string[]>(enclosing);

  // A newly selected entry opens its enclosing groups, adjusted while rendering (not in an effect).
  const enclosingKey = enclosing.join('|');
  const [openedFor, setOpenedFor] = useState(enclosingKey);
  if (enclosingKey !== openedFor) {
    setOpenedFor(enclosingKey);
    if (enclosingKey) setOpenKeys((keys) => [...new Set([...keys, ...enclosingKey.split('|')])]);
  }

  return (
    <Layout.Sider className="side-menu" width={220} collapsedWidth={64} collapsed={collapsed} trigger={null} data-testid="side-menu">
      <div className="side-menu__section">{collapsed ? <MenuIcon name={section.icon} /> : menuLabel(section, language)}</div>
      <Menu
        className="side-menu__menu"
        mode="inline"
        items={toItems(section.children, language, counts)}
        selectedKeys={selectedPath ? [selectedPath] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => {
          const entry = findMenuEntry(section.children, key);
          if (entry) openMenuEntry(entry, { navigate: (path) => void navigate(path) });
        }}
      />
      <button
        type="button"
        className="side-menu__collapse"
        data-testid="side-menu-collapse"
        aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
        title={collapsed ? t('layout.expand') : t('layout.collapse')}
        onClick={toggle}
      >
        {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
    </Layout.Sider>
  );
}
