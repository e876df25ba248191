import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import type { ResourceTexts } from './texts.js';

/** The column chooser of a table (its choice is saved per user, route and leading columns). */
export function ColumnSettings({
  columns,
  hidden,
  onChange,
  texts,
}: {
  columns: { code: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
  texts: ResourceTexts;
}) {
  const shown = columns.filter((column) => !hidden.includes(column.code)).map((column) => column.code);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={shown}
          options={columns.map((column) => ({ value: column.code, label: column.title }))}
          onChange={(values) => onChange(columns.map((c) => c.code).filter((code) => !values.includes(code)))}
        />
      }
    >
      <Button icon={<SettingOutlined />} data-testid="resource-columns" aria-label={texts.t('resource.columns')}>
        {texts.t('resource.columns')}
      </Button>
    </Popover>
  );
}
