import { FeeLedgerEndpoints } from '@cvap/contracts';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../../request/endpoint.js';

/** A search waits this long after the last key, so typing "1栋202" asks once. */
const TYPING_PAUSE_MS = 250;

/**
 * The counter's house: found by what is written on the door or the bill ("1栋202", "1-202", "202", the owner's
 * name or phone), never by an internal id; a room alone lists every building's, to choose from.
 */
export function CounterApartmentFinder({ onPick }: { onPick: (apartmentId: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const apartments = useEndpoint(
    FeeLedgerEndpoints.counterApartments,
    { query: { q: asked } },
    { enabled: asked !== '', staleTime: 30_000 },
  );
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setTyped }}
      style={{ width: 420 }}
      placeholder={t('feeLedger.findHouse')}
      notFoundContent={asked && !apartments.isFetching ? t('feeLedger.noHouse') : null}
      loading={apartments.isFetching}
      options={(apartments.data ?? []).map((apartment) => ({
        value: apartment.apartmentId,
        label: apartment.ownerName ? `${apartment.address} · ${apartment.ownerName}` : apartment.address,
      }))}
      onChange={onPick}
      data-testid="counter-house"
    />
  );
}
