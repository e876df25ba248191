import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPanelWidth, draggedPanelWidth, PANEL_DEFAULT_PX, PANEL_MAX_PX, PANEL_MIN_PX } from './panel-width.js';
import './list-layout.css';

export interface ListLayoutProps {
  /** The side panel (usually a tree that filters the list). */
  panel: ReactNode;
  children: ReactNode;
  initialPanelWidth?: number;
}

/** A list screen with a side panel whose width the user drags between 200 and 600 px. */
export function ListLayout({ panel, children, initialPanelWidth = PANEL_DEFAULT_PX }: ListLayoutProps) {
  const { t } = useTranslation();
  const [width, setWidth] = useState(() => clampPanelWidth(initialPanelWidth));
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { startX: event.clientX, startWidth: width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current) setWidth(draggedPanelWidth(drag.current.startWidth, drag.current.startX, event.clientX));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div className="list-layout" data-testid="list-layout">
      <aside className="list-layout__panel" style={{ width }}>
        {panel}
      </aside>
      <div
        className="list-layout__handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('listLayout.resizeHandle')}
        aria-valuemin={PANEL_MIN_PX}
        aria-valuemax={PANEL_MAX_PX}
        aria-valuenow={width}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') setWidth((current) => clampPanelWidth(current - 10));
          if (event.key === 'ArrowRight') setWidth((current) => clampPanelWidth(current + 10));
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
      <section className="list-layout__main">{children}</section>
    </div>
  );
}
