import { labelIn, type FieldDecl } from '@cvap/contracts';
import { DatePicker, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { DateFormats, isPastDay } from './date-range.js';
import { useDictOptions } from './dict.js';
import { toSelectableTree, useReferenceChoices } from './reference.js';
import { useReferenceFills } from './reference-fills.js';
import { useClearOnResidentialChange, useFormResidential } from './same-residential.js';
import type { ResourceTexts } from './texts.js';
import { searchTextMaxLength } from './search-values.js';
import { UploadWidget } from './UploadWidget.js';

export interface FieldInputProps {
  name: string;
  field: FieldDecl;
  texts: ResourceTexts;
  disabled?: boolean;
  /** Search forms allow several values of an `in` filter and clear every select. */
  purpose: 'form' | 'search';
  value?: unknown;
  onChange?: (value: unknown) => void;
  'data-testid'?: string;
  /** A reference's label as the API named it beside the id: shown even when the choices do not hold the record. */
  knownLabel?: unknown;
  /** A hint inside an empty input, instead of the declaration's placeholder (e.g. "leave blank to keep"). */
  hint?: string;
}

function DictInput({
  field,
  multiple,
  ...rest
}: {
  field: FieldDecl;
  multiple: boolean;
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
}) {
  const { data, isLoading } = useDictOptions(field.dict);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={multiple ? 'multiple' : undefined}
      loading={isLoading}
      options={data ?? []}
      {...rest}
      value={rest.value ?? undefined}
    />
  );
}

function ReferenceInput({
  field,
  multiple,
  knownLabel,
  ...rest
}: {
  field: FieldDecl;
  multiple: boolean;
  knownLabel?: unknown;
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
}) {
  const residential = useFormResidential(field);
  const choices = useReferenceChoices(field, residential);
  const value = rest.value;
  useClearOnResidentialChange(residential, { value, shown: choices.options, loading: choices.loading, onChange: rest.onChange });
  const fill = useReferenceFills(field);
  const { onChange } = rest;
  const pick = useCallback(
    (picked: unknown) => {
      onChange?.(picked);
      fill(picked);
    },
    [onChange, fill],
  );
  const named =
    !multiple && typeof knownLabel === 'string' && (typeof value === 'number' || typeof value === 'string') && !choices.labels.has(value);
  if (choices.tree) {
    const leafOnly = Boolean(field.ref?.leafOnly);
    return (
      <TreeSelect
        allowClear
        showSearch={{ treeNodeFilterProp: 'title' }}
        multiple={multiple}
        treeDefaultExpandAll
        maxCount={multiple && field.max ? field.max : undefined}
        treeData={toSelectableTree(choices.tree, leafOnly)}
        loading={choices.loading}
        {...rest}
        onChange={pick}
        value={rest.value ?? undefined}
      />
    );
  }
  const options = named ? [{ value: value as number | string, label: knownLabel as string }, ...choices.options] : choices.options;
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={multiple ? 'multiple' : undefined}
      loading={choices.loading}
      options={options}
      {...rest}
      onChange={pick}
      value={rest.value ?? undefined}
    />
  );
}

/** A `fromToday` field's form picker offers no day before today (China time); a search may look back. */
const pastDays = (field: FieldDecl, purpose: FieldInputProps['purpose']) =>
  field.fromToday && purpose === 'form' ? (current: Parameters<typeof isPastDay>[0]) => isPastDay(current) : undefined;

/** The input of one declared field, by kind (used by the edit dialog and the search form). */
export function FieldInput({
  name,
  field,
  texts,
  disabled,
  purpose,
  value,
  onChange,
  knownLabel,
  hint,
  ...rest
}: FieldInputProps): ReactNode {
  const common = { disabled, value, onChange, 'data-testid': rest['data-testid'] ?? `field-${name}` };
  const multiple = Boolean(field.multiple) || (purpose === 'search' && field.search === 'in');
  const placeholder = field.placeholder ? labelIn(field.placeholder, texts.language) : undefined;
  // A secret (a password, another system's key) is typed masked, whatever its kind.
  const kind = field.secret && purpose === 'form' ? 'password' : field.kind;
  switch (kind) {
    case 'textarea':
      return (
        <Input.TextArea
          rows={3}
          placeholder={placeholder}
          {...common}
          value={(value as string) ?? undefined}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'json':
      // JSON text (the form converts it to and from the object the API carries).
      return (
        <Input.TextArea
          rows={5}
          spellCheck={false}
          className="resource-json-input"
          placeholder={placeholder ?? '{"key": "value"}'}
          {...common}
          value={(value as string) ?? undefined}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'password':
      return (
        <Input.Password
          autoComplete="new-password"
          placeholder={hint}
          {...common}
          value={(value as string) ?? undefined}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'integer':
    case 'decimal':
      // No min/max here: antd would silently clamp -5 to 0; the form's range rule says what is wrong instead.
      return (
        <InputNumber
          style={{ width: '100%' }}
          precision={field.kind === 'integer' ? 0 : field.scale}
          {...common}
          value={value as number | null}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'boolean':
      if (purpose === 'search') {
        return (
          <Select
            allowClear
            options={[
              { value: true, label: texts.t('resource.yes') },
              { value: false, label: texts.t('resource.no') },
            ]}
            {...common}
            value={value ?? undefined}
          />
        );
      }
      return (
        <Switch
          disabled={disabled}
          data-testid={common['data-testid']}
          checked={Boolean(value)}
          onChange={(checked) => onChange?.(checked)}
        />
      );
    case 'enum':
      return (
        <Select
          allowClear
          mode={multiple ? 'multiple' : undefined}
          options={(field.options ?? []).map((option) => ({ value: option.value, label: texts.optionLabel(option) }))}
          {...common}
          value={value ?? undefined}
        />
      );
    case 'dict':
      return <DictInput field={field} multiple={multiple} {...common} />;
    case 'reference':
      return <ReferenceInput field={field} multiple={multiple} knownLabel={knownLabel} {...common} />;
    case 'date':
      return (
        <DatePicker
          style={{ width: '100%' }}
          format={DateFormats.date}
          disabledDate={pastDays(field, purpose)}
          {...common}
          value={(value as never) ?? null}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'datetime':
      return (
        <DatePicker
          style={{ width: '100%' }}
          showTime
          format={DateFormats.datetime}
          disabledDate={pastDays(field, purpose)}
          {...common}
          value={(value as never) ?? null}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'image':
    case 'file':
      return (
        <UploadWidget
          multiple={Boolean(field.multiple)}
          pictures={field.kind === 'image'}
          {...(field.bizType ? { bizType: Number(field.bizType) } : {})}
          limit={field.max}
          disabled={disabled}
          value={value as string | string[] | null}
          onChange={onChange}
        />
      );
    default:
      return (
        <Input
          placeholder={placeholder}
          allowClear={purpose === 'search'}
          maxLength={purpose === 'search' ? searchTextMaxLength(field) : undefined}
          {...common}
          value={(value as string) ?? undefined}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}
