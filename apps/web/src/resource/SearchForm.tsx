import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { FieldDecl } from '@cvap/contracts';
import { Button, Col, DatePicker, Form, InputNumber, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { AnyResourceDecl } from './decl.js';
import { DateFormats, outsideRangeWindow, rangeDefaultTimes } from './date-range.js';
import { FieldInput } from './FieldInput.js';
import { initialSearchValues, searchFilters, splitSearchFields } from './search-values.js';
import type { ResourceTexts } from './texts.js';

export interface SearchFormProps {
  decl: AnyResourceDecl;
  texts: ResourceTexts;
  /** The filters to apply, and the form's values they came from (kept to show the same search again). */
  onSearch: (filters: Record<string, unknown>, values: Record<string, unknown>) => void;
  /** The form's values when it opens (a remembered search); the declaration's defaults otherwise. */
  restoredValues?: Record<string, unknown>;
  /** Date-range fields limited by the 30-day range helper (spec section 5). */
  rangeHelperFields?: readonly string[];
}

function NumberRange({
  value,
  onChange,
}: {
  value?: [number | null, number | null];
  onChange?: (v: [number | null, number | null]) => void;
}) {
  const [low, high] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber style={{ width: '50%' }} value={low} onChange={(v) => onChange?.([v, high])} />
      <InputNumber style={{ width: '50%' }} value={high} onChange={(v) => onChange?.([low, v])} />
    </Space.Compact>
  );
}

function DateRange({
  kind,
  helper,
  texts,
  ...rest
}: {
  kind: 'date' | 'datetime';
  helper: boolean;
  texts: ResourceTexts;
  value?: [Dayjs, Dayjs] | null;
  onChange?: (v: unknown) => void;
  'data-testid'?: string;
}) {
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      format={kind === 'date' ? DateFormats.date : DateFormats.datetime}
      showTime={kind === 'datetime' ? { defaultValue: rangeDefaultTimes() } : false}
      placeholder={[texts.t('resource.startDate'), texts.t('resource.endDate')]}
      disabledDate={helper ? (current, info) => outsideRangeWindow(current, info?.from) : undefined}
      {...rest}
    />
  );
}

/** The input of one search field; Form.Item hands it the value and onChange, passed on to the real input. */
function SearchInput({
  name,
  field,
  texts,
  helper,
  value,
  onChange,
}: {
  name: string;
  field: FieldDecl;
  texts: ResourceTexts;
  helper: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
}) {
  if (field.search === 'range' && (field.kind === 'date' || field.kind === 'datetime')) {
    return (
      <DateRange
        kind={field.kind}
        helper={helper}
        texts={texts}
        value={value as [Dayjs, Dayjs] | null}
        onChange={onChange}
        data-testid={`search-${name}`}
      />
    );
  }
  if (field.search === 'range') return <NumberRange value={value as [number | null, number | null]} onChange={onChange} />;
  return (
    <FieldInput name={name} field={field} texts={texts} purpose="search" value={value} onChange={onChange} data-testid={`search-${name}`} />
  );
}

/** The search form: the first four search fields, the rest behind the advanced-search toggle. */
export function SearchForm({ decl, texts, onSearch, restoredValues, rangeHelperFields = [] }: SearchFormProps) {
  const [form] = Form.useForm();
  const [initialValues] = useState(() => initialSearchValues(decl));
  const [openingValues] = useState(() => restoredValues ?? initialValues);
  const { advanced: advancedFields } = splitSearchFields(decl);
  // A remembered search using an advanced field opens with those fields shown.
  const [expanded, setExpanded] = useState(() => advancedFields.some(([name]) => restoredValues?.[name] !== undefined));
  const { visible, advanced } = splitSearchFields(decl);
  const shown = expanded ? [...visible, ...advanced] : visible;
  if (visible.length === 0) return null;

  const submit = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    onSearch(searchFilters(decl, values), values);
  };
  const reset = () => {
    form.setFieldsValue(Object.fromEntries(Object.keys(form.getFieldsValue(true) as object).map((name) => [name, undefined])));
    form.setFieldsValue(initialValues);
    onSearch(searchFilters(decl, initialValues), initialValues);
  };

  return (
    <Form form={form} className="resource-search" initialValues={openingValues} onFinish={submit} data-testid="resource-search">
      <Row gutter={[16, 8]}>
        {shown.map(([name, field]) => (
          <Col key={name} xs={24} sm={12} lg={6}>
            <Form.Item name={name} label={texts.fieldLabel(name, field)} style={{ marginBottom: 0 }}>
              <SearchInput name={name} field={field} texts={texts} helper={rangeHelperFields.includes(name)} />
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" className="resource-search__buttons">
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="resource-search-submit">
              {texts.t('resource.search')}
            </Button>
            <Button onClick={reset} data-testid="resource-search-reset">
              {texts.t('resource.reset')}
            </Button>
            {advanced.length > 0 && (
              <Button type="link" onClick={() => setExpanded((open) => !open)} data-testid="resource-search-advanced">
                {expanded ? texts.t('resource.collapseAdvanced') : texts.t('resource.advanced')}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
