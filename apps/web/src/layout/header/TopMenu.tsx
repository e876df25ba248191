import { EllipsisOutlined } from '@ant-design/icons';
import type { MenuItem } from '@cvap/contracts';
import { Menu } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languageOrDefault } from '../../i18n/language.js';
import { ExternalLinkMark } from '../ExternalLinkMark.js';
import { MenuIcon } from '../menu-icons.js';
import { findMenuEntry, firstMenuPath, isExternalLink, linksOnlySection, menuEntryKey, menuLabel, openMenuEntry } from '../menu-tree.js';
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

  const labelled = (item: MenuItem) =>
    isExternalLink(item) ? (
      <span>
        {menuLabel(item, language)} <ExternalLinkMark item={item} />
      </span>
    ) : (
      menuLabel(item, language)
    );
  // A top-level entry may itself be an external link: marked, and opened in a new window when chosen. A section
  // holding only external links drops them down, as there is no page for it to lead to.
  const entry = (section: MenuItem) => {
    const links = linksOnlySection(section);
    return {
      key: section.code,
      label: labelled(section),
      icon: <MenuIcon name={section.icon} />,
      ...(links.length > 0 ? { children: links.map((link) => ({ key: menuEntryKey(link), label: labelled(link) })) } : {}),
    };
  };
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
            // A section, or an external link in the dropdown of a section holding only links.
            const chosen = sections.find((candidate) => candidate.code === key) ?? findMenuEntry(sections, key);
            if (!chosen) return;
            if (isExternalLink(chosen)) openMenuEntry(chosen, { navigate: (path) => void navigate(path) });
            else {
              const path = firstMenuPath(chosen);
              if (path) void navigate(path);
            }
          }}
        />
      )}
    </div>
  );
}
