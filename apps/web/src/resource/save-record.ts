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
    else if (error.outcome.kind === 'business') noticeWarning(error.message);
  } finally {
    setSaving(false);
  }
}
