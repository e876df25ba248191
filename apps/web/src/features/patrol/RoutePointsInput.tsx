import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Select, Typography } from 'antd';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldInputOverrideProps } from '../../resource/EditDialog.js';
import { useReferenceChoices } from '../../resource/reference.js';
import { useClearOnResidentialChange, useFormResidential } from '../../resource/same-residential.js';
import { moved } from './route-order.js';
import './patrol.css';

interface Drag {
  id: number;
  from: number;
  over: number;
}

/**
 * A route's points in walking order: the select says which points (a new one goes last), the numbered list
 * below says in which order. A point is moved by dragging its handle (mouse, pen or touch: pointer events,
 * the list showing the new order as it goes), by the arrow keys on the focused handle, or by its up/down
 * buttons. The value is the ordered list of point ids the server stores as the route's sequence.
 */
export function RoutePointsInput({ field, value, onChange, disabled }: FieldInputOverrideProps) {
  const { t } = useTranslation();
  const residential = useFormResidential(field);
  const choices = useReferenceChoices(field, residential);
  useClearOnResidentialChange(residential, { value, shown: choices.options, loading: choices.loading, onChange });
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const shown = drag ? moved(ids, drag.from, drag.over) : ids;
  const labelOf = (id: number) => choices.labels.get(id) ?? String(id);
  const change = (next: number[]) => onChange?.(next);

  /** The position under the pointer: the item whose box holds its height, else the first or last. */
  const indexAt = (clientY: number): number => {
    const items = [...(list.current?.children ?? [])];
    const index = items.findIndex((item) => clientY < item.getBoundingClientRect().bottom);
    return index === -1 ? items.length - 1 : index;
  };
  const start = (event: PointerEvent<HTMLElement>, id: number, index: number) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, from: index, over: index });
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const over = Math.max(0, indexAt(event.clientY));
    if (over !== drag.over) setDrag({ ...drag, over });
  };
  const drop = () => {
    if (drag && drag.over !== drag.from) change(moved(ids, drag.from, drag.over));
    setDrag(null);
  };
  const step = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to >= 0 && to < ids.length) change(moved(ids, index, to));
  };
  const keys = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(index, event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <div className="patrol-route-points" data-testid="field-pointIds">
      <Select
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={choices.loading}
        options={choices.options}
        value={ids}
        onChange={(next: number[]) => change(next)}
        disabled={disabled}
        data-testid="route-points-select"
      />
      {ids.length > 1 && (
        <Typography.Text type="secondary" className="patrol-route-points__hint">
          {t('patrol.routeOrderHint')}
        </Typography.Text>
      )}
      <ol ref={list} className="patrol-route-points__list" data-testid="route-points-order">
        {shown.map((id, index) => (
          <li
            key={id}
            className={`patrol-route-points__item${drag?.id === id ? ' patrol-route-points__item--dragging' : ''}`}
            data-testid="route-point"
            data-point-id={id}
          >
            <span
              role="button"
              tabIndex={disabled ? -1 : 0}
              aria-disabled={disabled}
              aria-label={t('patrol.dragPoint', { name: labelOf(id) })}
              className="patrol-route-points__handle"
              onPointerDown={(event) => start(event, id, index)}
              onPointerMove={follow}
              onPointerUp={drop}
              onPointerCancel={() => setDrag(null)}
              onKeyDown={(event) => keys(event, index)}
              data-testid={`route-point-handle-${id}`}
            >
              <HolderOutlined />
            </span>
            <span className="patrol-route-points__seq">{index + 1}</span>
            <span className="patrol-route-points__name">{labelOf(id)}</span>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('patrol.moveUp')}
              disabled={disabled || index === 0}
              onClick={() => step(index, -1)}
              data-testid={`route-point-up-${id}`}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('patrol.moveDown')}
              disabled={disabled || index === shown.length - 1}
              onClick={() => step(index, 1)}
              data-testid={`route-point-down-${id}`}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
