import type { Action } from '@cvap/contracts';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import type { Row } from './api.js';
import { DialogMode } from './form-rules.js';
import type { ResourceTexts } from './texts.js';

export interface RowActionsProps {
  row: Row;
  texts: ResourceTexts;
  can: (action: Action) => boolean;
  open: (mode: DialogMode, row: Row) => void;
  remove: (row: Row) => Promise<void>;
  /** A screen's own actions before (in the place of detail and edit) and after the generic ones. */
  leading?: ReactNode;
  trailing?: ReactNode;
}

const LINKS: { action: Action; mode: DialogMode; text: string; testId: string }[] = [
  { action: 'view', mode: DialogMode.detail, text: 'resource.detail', testId: 'row-detail' },
  { action: 'edit', mode: DialogMode.edit, text: 'resource.edit', testId: 'row-edit' },
  { action: 'add', mode: DialogMode.clone, text: 'resource.clone', testId: 'row-clone' },
];

/** A list row's actions, each shown when granted: 详情 编辑 复制 删除 (delete asks first), between the screen's own. */
export function RowActions({ row, texts, can, open, remove, leading, trailing }: RowActionsProps) {
  return (
    <Space size={0} className="resource-row-actions">
      {leading}
      {LINKS.filter(({ action }) => can(action)).map(({ mode, text, testId }) => (
        <Button key={testId} type="link" size="small" onClick={() => open(mode, row)} data-testid={`${testId}-${row.id}`}>
          {texts.t(text)}
        </Button>
      ))}
      {can('delete') && (
        <Popconfirm
          title={texts.t('resource.confirmDelete')}
          onConfirm={() => remove(row).catch(() => undefined)}
          okButtonProps={{ 'data-testid': 'confirm-delete' } as never}
        >
          <Button type="link" size="small" danger data-testid={`row-delete-${row.id}`}>
            {texts.t('resource.delete')}
          </Button>
        </Popconfirm>
      )}
      {trailing}
    </Space>
  );
}
