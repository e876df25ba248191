import { personResource } from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi, type Row } from '../../resource/api.js';
import type { FieldInputOverrideProps } from '../../resource/EditDialog.js';
import { PICKER_LIST_LIMIT } from '../../resource/reference.js';

/** personType of a company employee (contracts PERSON_TYPE_OPTIONS): never the host of a household visit. */
const EMPLOYEE = 4;
/** A search by name shows this many residents. */
const SEARCH_LIMIT = 50;
const persons = resourceApi(personResource);

const labelOf = (row: Row) => `${String(row.name)} · ${String(row.phone)}`;

/**
 * The host of an appointment. With a company visited: that company's employees. Without one (a residential
 * gate): residents found by a typed name. Picking a host fills the host's name and mobile, which the server takes
 * from the record anyway; another company clears the pick.
 */
export function HostSelect({ name, disabled, value, onChange }: FieldInputOverrideProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const companyId = Form.useWatch('companyId', form) as number | null | undefined;
  const ofCompany = companyId !== undefined && companyId !== null;
  const [search, setSearch] = useState('');
  const typed = search.trim();

  const hosts = useQuery({
    queryKey: ['visitor', 'hosts', ofCompany ? { companyId } : { name: typed }],
    enabled: !disabled && (ofCompany || typed !== ''),
    staleTime: 30_000,
    queryFn: async () => {
      const filters = ofCompany ? { companyId } : { name: typed };
      const page = await persons.page({ page: 1, limit: ofCompany ? PICKER_LIST_LIMIT : SEARCH_LIMIT, ...filters });
      return ofCompany ? page.rows : page.rows.filter((row) => row.personType !== EMPLOYEE);
    },
  });

  const previousCompany = useRef(companyId);
  useEffect(() => {
    if (previousCompany.current === companyId) return;
    previousCompany.current = companyId;
    onChange?.(null);
  }, [companyId, onChange]);

  const rows = useMemo(() => hosts.data ?? [], [hosts.data]);
  const options = useMemo(() => {
    const listed = rows.map((row) => ({ value: row.id, label: labelOf(row) }));
    // A record's own host (detail) or the one just picked before a new search: shown by its stored name.
    const known = typeof value === 'number' && !listed.some((o) => o.value === value);
    return known ? [{ value, label: String(form.getFieldValue('personName') ?? value) }, ...listed] : listed;
  }, [rows, value, form]);

  const pick = (id: number | null | undefined) => {
    onChange?.(id ?? null);
    const row = rows.find((r) => r.id === id);
    if (row) form.setFieldsValue({ personName: row.name, personMobile: row.phone });
  };

  return (
    <Select
      allowClear
      showSearch={ofCompany ? { optionFilterProp: 'label' } : { filterOption: false, onSearch: setSearch }}
      placeholder={ofCompany ? undefined : t('visitor.hostSearch')}
      loading={hosts.isFetching}
      options={options}
      disabled={disabled}
      value={(value as number | null | undefined) ?? undefined}
      onChange={pick}
      data-testid={`field-${name}`}
    />
  );
}
