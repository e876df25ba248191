import type { FormInstance } from 'antd';
import { RequestError } from '../request/client.js';
import { noticeSuccess, noticeWarning } from '../request/notify.js';
import type { ResourceApi, Row } from './api.js';
import { DialogMode } from './form-rules.js';
import { formFieldErrors } from './server-errors.js';
import type { ResourceTexts } from './texts.js';

export interface SaveRecordOptions {
  api: ResourceApi;
  texts: ResourceTexts;
  mode: DialogMode;
  /** The row being edited (updated in edit mode); null, or any other mode, creates a record. */
  row: Row | null;
  body: Record<string, unknown>;
  form: FormInstance;
  /** The form's field names: the server's field errors on these show on the fields, others as a warning. */
  fieldNames: readonly string[];
  setSaving: (saving: boolean) => void;
  /** After the success notice (still inside the guarded save), with what the server answered (the saved row). */
  onSaved: (saved: unknown) => void | Promise<void>;
}

/** A duplicate (40901): the values of these fields together are taken, so the refusal concerns all of them. */
const CONFLICT_STATUS = 40901;
const conflicts = new WeakMap<FormInstance, string[]>();

/**
 * A form's `onValuesChange`: a duplicate refused on a combination of fields (楼层 and 房号 of a house) is cleared
 * from all of them as soon as one changes, since the combination is then another one; antd itself clears only
 * the field that changed, so the error stayed on 楼层 after only the room number was changed (issue 12).
 */
export function clearConflictOnChange(form: FormInstance, changed: Record<string, unknown>): void {
  const fields = conflicts.get(form);
  if (!fields || !Object.keys(changed).some((name) => fields.includes(name))) return;
  conflicts.delete(form);
  form.setFields(fields.map((name) => ({ name, errors: [] })));
}

/**
 * Saves a create or edit form: update in edit mode, create otherwise, the success notice, then `onSaved`. A
 * refused save puts the server's field errors on the form's fields, or shows a business refusal as a warning.
 */
export async function saveRecord({ api, texts, mode, row, body, form, fieldNames, setSaving, onSaved }: SaveRecordOptions): Promise<void> {
  setSaving(true);
  try {
    const saved = mode === DialogMode.edit && row ? await api.update(row.id, body) : await api.create(body);
    noticeSuccess(texts.t('resource.saved'));
    await onSaved(saved);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const fieldErrors = formFieldErrors(error.status, error.message, error.data, new Set(fieldNames));
    if (fieldErrors.length > 0) form.setFields(fieldErrors);
    if (error.status === CONFLICT_STATUS && fieldErrors.length > 0)
      conflicts.set(
        form,
        fieldErrors.map((e) => e.name),
      );
    else if (error.outcome.kind === 'business') noticeWarning(error.message);
  } finally {
    setSaving(false);
  }
}
