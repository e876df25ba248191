import { companyResource, type DirectoryEntry } from '@cvap/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../resource/api.js';
import { PICKER_LIST_LIMIT } from '../../resource/reference.js';
import { householdApi } from './household-api.js';
import { directoryRequest, entryDetails, entryKey, type PeopleFilters } from './people-directory.js';
import './household.css';

const companyApi = resourceApi(companyResource);
const SEARCH_DELAY_MS = 300;

export interface PeoplePickerProps {
  /** Called with the picked person (null when cleared). */
  onPick?: (entry: DirectoryEntry | null) => void;
  /** Residents only, property staff only, or both (default). */
  kind?: 'person' | 'staff';
  /** Show the company and building filters beside the search. */
  filters?: boolean;
  style?: CSSProperties;
  disabled?: boolean;
}

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A people picker over the directory (POST /api/door/directory/query): residents, employees and property
 * staff, searched by name or mobile, optionally filtered by company and building. For visitors, repairs and
 * notices; the resident list uses it to jump to a person's detail.
 */
export function PeoplePicker({ onPick, kind, filters = true, style, disabled }: PeoplePickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const typed = useDebounced(keyword, SEARCH_DELAY_MS);
  const query: PeopleFilters = { keyword: typed, companyId, buildingId, kind };
  const people = useQuery({
    queryKey: ['household', 'directory', query],
    queryFn: () => householdApi.directory(directoryRequest(query)),
    staleTime: 10_000,
  });
  const companies = useQuery({
    queryKey: ['reference', companyResource.name, 'list'],
    enabled: filters,
    staleTime: 60_000,
    queryFn: async () =>
      (await companyApi.page({ page: 1, limit: PICKER_LIST_LIMIT })).rows.map((row) => ({
        label: String(row.companyName ?? row.id),
        value: row.id,
      })),
  });
  const buildings = useQuery({
    queryKey: ['household', 'buildings'],
    enabled: filters,
    staleTime: 60_000,
    queryFn: householdApi.buildings,
  });
  const entries = people.data ?? [];

  return (
    <div className="household-people-picker" role="search" aria-label={t('household.quickFind')} data-testid="people-picker">
      {filters && (
        <>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 150 }}
            placeholder={t('household.peopleCompany')}
            options={companies.data ?? []}
            value={companyId ?? undefined}
            onChange={(value: number | undefined) => setCompanyId(value ?? null)}
            disabled={disabled}
            data-testid="people-picker-company"
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 130 }}
            placeholder={t('household.peopleBuilding')}
            options={(buildings.data ?? []).map((building) => ({ label: building.name, value: building.id }))}
            value={buildingId ?? undefined}
            onChange={(value: number | undefined) => setBuildingId(value ?? null)}
            disabled={disabled}
            data-testid="people-picker-building"
          />
        </>
      )}
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
        style={{ minWidth: 220, ...style }}
        placeholder={t('household.peoplePlaceholder')}
        loading={people.isFetching}
        notFoundContent={people.isFetching ? null : t('household.peopleNone')}
        value={picked ?? undefined}
        disabled={disabled}
        onChange={(key: string | undefined) => {
          setPicked(key ?? null);
          onPick?.(entries.find((entry) => entryKey(entry) === key) ?? null);
        }}
        options={entries.map((entry) => ({
          value: entryKey(entry),
          label: entry.name,
          entry,
        }))}
        optionRender={(option) => {
          const entry = (option.data as { entry: DirectoryEntry }).entry;
          return (
            <div data-testid={`people-option-${entryKey(entry)}`}>
              <Tag color={entry.kind === 'staff' ? 'blue' : 'green'}>
                {t(entry.kind === 'staff' ? 'household.kindStaff' : 'household.kindPerson')}
              </Tag>
              {entry.name}
              <div className="household-portrait__hint">{entryDetails(entry)}</div>
            </div>
          );
        }}
        data-testid="people-picker-search"
      />
    </div>
  );
}
