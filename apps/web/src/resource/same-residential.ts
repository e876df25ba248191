import type { FieldDecl } from '@cvap/contracts';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { keepShown } from './keep-shown.js';

/** For a `sameResidential` reference: the community the form's `residentialId` names; undefined, no filter. */
export function useFormResidential(field: FieldDecl): number | undefined {
  const form = Form.useFormInstance();
  const watched: unknown = Form.useWatch('residentialId', form);
  return field.ref?.sameResidential && typeof watched === 'number' ? watched : undefined;
}

/**
 * When the user changes the community, a choice made in the dependent list that is not one of the new community's
 * records is dropped (the list's options are already the new community's), rather than saved and refused. A record
 * loading into the form brings its community and its choice together: they belong together and stay.
 */
export function useClearOnResidentialChange(
  residential: number | undefined,
  choice: { value: unknown; shown: readonly { value: number | string }[]; loading: boolean; onChange?: (value: unknown) => void },
): void {
  const { value, shown, loading, onChange } = choice;
  const seen = useRef({ community: residential, value });
  useEffect(() => {
    if (loading) return;
    const before = seen.current;
    seen.current = { community: residential, value };
    if (before.community === residential || before.value !== value) return;
    const kept = keepShown(value, shown);
    if (kept !== value) onChange?.(kept);
  }, [residential, value, shown, loading, onChange]);
}
