import { EllipsisOutlined } from '@ant-design/icons';
import type { MenuItem } from '@cvap/contracts';
import { Menu } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { ExternalLinkMark } from '../ExternalLinkMark.js';
import { MenuIcon } from '../menu-icons.js';
import { firstMenuPath, isExternalLink, menuLabel, openMenuEntry } from '../menu-tree.js';
import { splitTopMenu } from './top-menu-split.js';

const MORE_KEY = '__more__';

function useElementWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

interface TopMenuProps {
  sections: readonly MenuItem[];
  activeSection: string | null;
}

/** The top-level sections that fit at about 120 px each; the rest under 'more'. */
export function TopMenu({ sections, activeSection }: TopMenuProps) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const navigate = useNavigate();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const { visible, overflow } = splitTopMenu(sections, width);

  // A top-level entry may itself be an external link: marked, and opened in a new window when chosen.
  const entry = (section: MenuItem) => ({
    key: section.code,
    label: isExternalLink(section) ? (
      <span>
        {menuLabel(section, language)} <ExternalLinkMark item={section} />
      </span>
    ) : (
      menuLabel(section, language)
    ),
    icon: <MenuIcon name={section.icon} />,
  });
  const items = [
    ...visible.map(entry),
    ...(overflow.length > 0
      ? [
          {
            key: MORE_KEY,
            label: <span data-testid="top-menu-more">{t('layout.more')}</span>,
            icon: <EllipsisOutlined />,
            children: overflow.map(entry),
          },
        ]
      : []),
  ];
  const activeInMore = overflow.some((section) => section.code === activeSection);

  return (
    <div className="top-menu" ref={ref}>
      {width > 0 && (
        <Menu
          theme="dark"
          mode="horizontal"
          disabledOverflow
          data-testid="top-menu"
          items={items}
          selectedKeys={activeSection ? [activeSection, ...(activeInMore ? [MORE_KEY] : [])] : []}
          onClick={({ key }) => {
            const section = sections.find((candidate) => candidate.code === key);
            if (section && isExternalLink(section)) {
              openMenuEntry(section, { navigate: (path) => void navigate(path) });
              return;
            }
            const path = section ? firstMenuPath(section) : null;
            if (path) void navigate(path);
          }}
        />
      )}
    </div>
  );
}
