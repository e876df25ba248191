import type { FieldDecl } from '@cvap/contracts';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';

/** For a `sameCommunity` reference: the community the form's `residentialId` names; undefined, no filter. */
export function useFormCommunity(field: FieldDecl): number | undefined {
  const form = Form.useFormInstance();
  const watched: unknown = Form.useWatch('residentialId', form);
  return field.ref?.sameCommunity && typeof watched === 'number' ? watched : undefined;
}

/**
 * When the community changes, a choice made in the dependent list that is not one of the new community's records
 * is cleared (the list's options are already the new community's), rather than saved and refused.
 */
export function useClearOnCommunityChange(
  community: number | undefined,
  choice: { value: unknown; shown: readonly { value: number | string }[]; loading: boolean; onChange?: (value: unknown) => void },
): void {
  const previous = useRef(community);
  const { value, shown, loading, onChange } = choice;
  useEffect(() => {
    if (previous.current === community || loading) return;
    previous.current = community;
    const chosen = value !== undefined && value !== null && value !== '';
    if (chosen && !shown.some((option) => option.value === value)) onChange?.(undefined);
  }, [community, value, shown, loading, onChange]);
}
