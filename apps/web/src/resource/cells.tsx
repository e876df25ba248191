import { codeLabel, labelIn, type FieldDecl } from '@cvap/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useDictOptions } from './dict.js';
import { useReferenceChoices } from './reference.js';
import type { ResourceTexts } from './texts.js';

// While a cell's dictionary or reference records load, it stays blank: the raw code or id is shown only for a value
// the loaded records do not name (a table flashing ids before names is what users read as broken).
function DictCell({ field, value }: { field: FieldDecl; value: unknown }) {
  const { data, isLoading } = useDictOptions(field.dict);
  if (isLoading) return null;
  const values = Array.isArray(value) ? value : [value];
  return <>{values.map((v) => data?.find((option) => String(option.value) === String(v))?.label ?? String(v)).join('、')}</>;
}

function ReferenceCell({ field, value }: { field: FieldDecl; value: unknown }) {
  const { labels, loading } = useReferenceChoices(field);
  if (loading) return null;
  const values = Array.isArray(value) ? value : [value];
  return <>{values.map((v) => labels.get(v as number) ?? String(v)).join('、')}</>;
}

/**
 * How a field's value shows in a table cell: enum tags, yes/no, dictionary and reference labels. A reference
 * shows the label the API sent beside its id (`label`, the row's referenceLabelKey); only without one are the
 * reference's records read.
 */
export function renderCell(field: FieldDecl, value: unknown, texts: ResourceTexts, label?: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  if (field.kind === 'reference' && typeof label === 'string') return label;
  switch (field.kind) {
    case 'enum': {
      const values = Array.isArray(value) ? value : [value];
      return values.map((v) => {
        const option = field.options?.find((o) => o.value === v);
        return (
          <Tag key={String(v)} color={option?.color}>
            {option ? texts.optionLabel(option) : String(v)}
          </Tag>
        );
      });
    }
    case 'boolean':
      return value ? texts.t('resource.yes') : texts.t('resource.no');
    case 'dict':
      return <DictCell field={field} value={value} />;
    case 'reference':
      return <ReferenceCell field={field} value={value} />;
    case 'json':
      return JSON.stringify(value);
    default: {
      const code = codeLabel(field, value);
      if (code) return labelIn(code, texts.language);
      return Array.isArray(value) ? value.join('、') : String(value);
    }
  }
}
