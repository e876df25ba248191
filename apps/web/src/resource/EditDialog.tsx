import { referenceLabelKey, type FieldDecl } from '@cvap/contracts';
import { Form, Modal, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useResourceRecord, type ResourceApi, type Row } from './api.js';
import type { AnyResourceDecl } from './decl.js';
import { FieldInput } from './FieldInput.js';
import { useDiscardGuard } from './discard-guard.js';
import { DialogMode, fieldRules } from './form-rules.js';
import { addFormDefaults, dialogFields, isEditableIn, toFormValues, toRequestBody } from './form-values.js';
import { clearConflictOnChange, saveRecord } from './save-record.js';
import type { ResourceTexts } from './texts.js';
import { readCompanyId } from '../session/residential-choice.js';
import { useOptionalUser } from '../session/user-info.js';
import { UploadsInFlightScope, useUploadsInFlight } from './uploads-in-flight.js';

export interface FieldInputOverrideProps {
  name: string;
  field: FieldDecl;
  mode: DialogMode;
  disabled: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** The screen's texts, so a bespoke input can wrap the derived one (FieldInput). */
  texts: ResourceTexts;
}

/** The record a dialog is about to save: what its form would send, and whether it adds or edits which row. */
export interface SaveIntent {
  body: Record<string, unknown>;
  mode: DialogMode;
  row: Row | null;
}

export interface EditDialogProps {
  decl: AnyResourceDecl;
  api: ResourceApi;
  texts: ResourceTexts;
  mode: DialogMode;
  /** The row the dialog opens on (detail, edit, clone); null to add. */
  row: Row | null;
  onClose: () => void;
  /** After a save, with what the server answered (the saved row). */
  onSaved: (saved: unknown) => void | Promise<void>;
  /** Bespoke inputs for some fields. */
  inputs?: Record<string, (props: FieldInputOverrideProps) => ReactNode>;
  /** Fields the dialog leaves out (a screen manages them elsewhere). */
  omit?: readonly string[];
  /** Values an add dialog starts with (form values, e.g. the node chosen in a side tree). */
  initialValues?: Record<string, unknown>;
  /**
   * Asked after the form validates and before it saves (a warning the user may accept): false returns to the form
   * with nothing sent.
   */
  confirmBeforeSave?: (intent: SaveIntent) => Promise<boolean>;
}

const TITLE_KEYS: Record<DialogMode, string> = {
  [DialogMode.add]: 'resource.titleAdd',
  [DialogMode.detail]: 'resource.titleDetail',
  [DialogMode.edit]: 'resource.titleEdit',
  [DialogMode.clone]: 'resource.titleClone',
};

/** The edit dialog in the spec's four modes: 0 add, 1 detail (read-only), 2 edit, 3 clone (saved as a new record). */
export function EditDialog({
  decl,
  api,
  texts,
  mode,
  row,
  onClose,
  onSaved,
  inputs = {},
  omit = [],
  initialValues,
  confirmBeforeSave,
}: EditDialogProps) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const uploads = useUploadsInFlight();
  const detail = useResourceRecord(decl, row?.id, { staleTime: 0 });
  const record = row ? (detail.data ?? null) : null;
  const user = useOptionalUser();
  // The head office acting for itself names the community a community's record belongs to (docs/decisions/0028).
  const namesResidential = decl.scope === 'community' && user?.headOffice === true && readCompanyId() === null;
  const fields = dialogFields(decl, mode)
    .filter(([name]) => !omit.includes(name))
    .map(([name, field]): [string, FieldDecl] => [
      name,
      namesResidential && name === 'residentialId' ? { ...field, required: true } : field,
    ]);

  useEffect(() => {
    if (record) form.setFieldsValue(toFormValues(decl, record));
  }, [record, decl, form]);

  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const body = toRequestBody(decl, values, mode);
    if (confirmBeforeSave) {
      setSaving(true);
      const go = await confirmBeforeSave({ body, mode, row }).finally(() => setSaving(false));
      if (!go) return;
    }
    await saveRecord({ api, texts, mode, row, body, form, fieldNames: fields.map(([name]) => name), setSaving, onSaved });
  };

  const readOnly = mode === DialogMode.detail;
  const close = useDiscardGuard(form, onClose, !readOnly);
  return (
    <Modal
      open
      width={760}
      title={texts.t(TITLE_KEYS[mode], { name: texts.resourceNoun() })}
      onCancel={close}
      onOk={readOnly ? onClose : () => void save().catch(() => undefined)}
      okButtonProps={{ loading: saving, disabled: uploads.uploading, 'data-testid': 'resource-dialog-ok' } as never}
      cancelButtonProps={readOnly ? { style: { display: 'none' } } : undefined}
      okText={readOnly ? texts.t('common.close') : texts.t('common.ok')}
      destroyOnHidden
      styles={{ body: { maxHeight: 600, overflowY: 'auto' } }}
      data-testid="resource-dialog"
    >
      <Spin spinning={row !== null && detail.isLoading}>
        <UploadsInFlightScope track={uploads.track}>
          <Form
            form={form}
            layout="vertical"
            initialValues={mode === DialogMode.add ? { ...addFormDefaults(decl), ...initialValues } : undefined}
            disabled={readOnly}
            onValuesChange={(changed: Record<string, unknown>) => clearConflictOnChange(form, changed)}
            className="resource-dialog-form"
            data-testid={`resource-form-${mode}`}
          >
            <div className="resource-dialog-form__grid">
              {fields.map(([name, field]) => {
                const label = texts.fieldLabel(name, field);
                const disabled = !isEditableIn(field, mode);
                const Custom = inputs[name];
                const wide = field.kind === 'textarea' || field.kind === 'json' || field.kind === 'image' || field.kind === 'file';
                return (
                  <Form.Item
                    key={name}
                    name={name}
                    label={label}
                    rules={fieldRules(field, label, texts.t, mode) as never}
                    className={wide ? 'resource-dialog-form__wide' : undefined}
                  >
                    {Custom ? (
                      <CustomInput render={Custom} name={name} field={field} mode={mode} disabled={readOnly || disabled} texts={texts} />
                    ) : (
                      <FieldInput
                        name={name}
                        field={field}
                        texts={texts}
                        purpose="form"
                        disabled={readOnly || disabled}
                        knownLabel={record?.[referenceLabelKey(name)]}
                        // A secret is never sent back: editing, an empty one keeps the stored value.
                        hint={field.secret && mode === DialogMode.edit ? texts.t('resource.passwordKeep') : undefined}
                      />
                    )}
                  </Form.Item>
                );
              })}
            </div>
          </Form>
        </UploadsInFlightScope>
      </Spin>
    </Modal>
  );
}

/** Lets a bespoke input receive the value and onChange that Form.Item injects. */
function CustomInput({ render, ...props }: FieldInputOverrideProps & { render: (props: FieldInputOverrideProps) => ReactNode }) {
  return <>{render(props)}</>;
}
