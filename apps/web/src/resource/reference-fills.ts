import type { FieldDecl } from '@cvap/contracts';
import { Form } from 'antd';
import { useCallback } from 'react';
import { resourceApi } from './api.js';
import { findResource } from './registry.js';

/**
 * For a reference with `ref.fills`: picking a record copies its fields into the form (a card's holder name and
 * phone from the resident picked). The record is read once picked; the user may still change what was filled.
 */
export function useReferenceFills(field: FieldDecl): (picked: unknown) => void {
  const form = Form.useFormInstance();
  return useCallback(
    (picked: unknown) => {
      const fills = field.ref?.fills;
      const target = field.ref ? findResource(field.ref.resource) : undefined;
      if (!fills || !target || typeof picked !== 'number') return;
      resourceApi(target)
        .detail(picked)
        .then((row) => form.setFieldsValue(Object.fromEntries(Object.entries(fills).map(([into, from]) => [into, row[from] ?? null]))))
        // The request layer has shown the failure; the form keeps what the user typed.
        .catch(() => undefined);
    },
    [field, form],
  );
}
