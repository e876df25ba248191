/** Spec codes of a refused save that name fields: validation failed, fields not allowed, conflict. */
export const FIELD_ERROR_STATUSES: ReadonlySet<number> = new Set([40001, 40003, 40901]);

export interface FormFieldError {
  name: string;
  errors: string[];
}

function fieldNamed(raw: unknown, known: ReadonlySet<string>): string | null {
  if (typeof raw !== 'string') return null;
  const top = raw.split('.')[0] ?? raw;
  return known.has(top) ? top : null;
}

/**
 * The errors to show under the dialog's fields for a refused save; an empty list when the server names no
 * field of the form (the caller then shows its message as a notice).
 */
export function formFieldErrors(status: number | undefined, message: string, data: unknown, known: ReadonlySet<string>): FormFieldError[] {
  if (status === undefined || !FIELD_ERROR_STATUSES.has(status)) return [];
  const body = (data ?? {}) as { fields?: unknown; field?: unknown };
  const errors = new Map<string, string[]>();
  const add = (name: string | null, text: string) => {
    if (name) errors.set(name, [...(errors.get(name) ?? []), text]);
  };
  if (Array.isArray(body.fields)) {
    for (const item of body.fields) {
      if (typeof item === 'string') add(fieldNamed(item, known), message);
      else if (item && typeof item === 'object') {
        const { field, message: text } = item as { field?: unknown; message?: unknown };
        add(fieldNamed(field, known), typeof text === 'string' ? text : message);
      }
    }
  }
  add(fieldNamed(body.field, known), message);
  return [...errors].map(([name, list]) => ({ name, errors: list }));
}
