import type { FieldDecl } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Result, Space, Spin } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeTabOf } from '../../layout/tabs/tabs-store.js';
import { resourceApi, type Row, resourceKey } from '../../resource/api.js';
import { normalizePath } from '../../routes/route-catalogue.js';
import { FieldInput } from '../../resource/FieldInput.js';
import { DialogMode, fieldRules } from '../../resource/form-rules.js';
import { dialogFields, isEditableIn, toFormValues, toRequestBody } from '../../resource/form-values.js';
import { clearConflictOnChange, saveRecord } from '../../resource/save-record.js';
import { useResourceTexts } from '../../resource/texts.js';
import { ApartmentPicker } from './ApartmentPicker.js';
import { PortraitUpload } from './Portrait.js';
import { ReadIdCardButton } from './ReadIdCardButton.js';
import { idOfQuery, KINDS, kindOfQuery, type RegistrationKind } from './registration-kinds.js';
import { useRegistrationDetail } from './registration-query.js';
import { placeRequired } from './registration-rules.js';
import './household.css';

const WIDE: ReadonlySet<string> = new Set(['portrait', 'apartmentId']);

/**
 * The full registration form of a resident or a property staff member (inline pages add and edit): the
 * declaration's writable fields with its rules (mobile pattern, ID number check digit, lengths), the house
 * picker or the company by person type, the department tree, the portrait (JPG only). Name, gender and ID
 * number can be read from a national ID card on the local helper's reader.
 */
function RegistrationForm({ kind, mode, row }: { kind: RegistrationKind; mode: DialogMode; row: Row | null }) {
  const { t } = useTranslation();
  const config = KINDS[kind];
  const texts = useResourceTexts(config.decl);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useMemo(() => resourceApi(config.decl), [config.decl]);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const personType = Form.useWatch('personType', form) as unknown;
  const place = kind === 'person' ? placeRequired(personType) : null;
  const fields = dialogFields(config.decl, mode).filter(([name]) => {
    if (kind !== 'person') return true;
    if (name === 'apartmentId') return place !== 'company';
    if (name === 'companyId') return place === 'company';
    return true;
  });

  useEffect(() => {
    if (row) form.setFieldsValue(toFormValues(config.decl, row));
  }, [row, config.decl, form]);

  // The card fills only what the user could type in this mode.
  const editableNames = fields.filter(([, field]) => isEditableIn(field, mode)).map(([name]) => name);

  const { pathname } = useLocation();
  // The form's tab closes as the list comes back (issue 12: 新增/编辑 tabs stayed open after a save).
  const backToList = () => {
    closeTabOf(normalizePath(pathname));
    void navigate(config.listPath);
  };
  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const body = toRequestBody(config.decl, values, mode);
    // A resident belongs to a house or (an employee) to a company, never both.
    if (kind === 'person' && place === 'apartment') body.companyId = null;
    if (kind === 'person' && place === 'company') body.apartmentId = null;
    if (mode === DialogMode.add) {
      for (const name of ['companyId', 'apartmentId']) if (body[name] === null) delete body[name];
    }
    await saveRecord({
      api,
      texts,
      mode,
      row,
      body,
      form,
      fieldNames: fields.map(([name]) => name),
      setSaving,
      onSaved: async () => {
        await queryClient.invalidateQueries({ queryKey: resourceKey(config.decl) });
        backToList();
      },
    });
  };

  const inputFor = (name: string, field: FieldDecl, disabled: boolean): ReactNode => {
    if (name === 'portrait') return <PortraitUpload disabled={disabled} />;
    if (name === 'apartmentId') return <ApartmentPicker disabled={disabled} />;
    return <FieldInput name={name} field={field} texts={texts} purpose="form" disabled={disabled} />;
  };

  const extraRules = (name: string) => {
    if (name === 'apartmentId' && place === 'apartment') return [{ required: true, message: t('household.houseRequired') }];
    if (name === 'companyId' && place === 'company') return [{ required: true, message: t('household.companyRequired') }];
    return [];
  };

  return (
    <Card className="household-form-card" data-testid={`registration-form-${kind}`}>
      <div className="household-form-toolbar">
        <ReadIdCardButton form={form} fieldNames={editableNames} />
      </div>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onValuesChange={(changed: Record<string, unknown>) => clearConflictOnChange(form, changed)}
        className="resource-dialog-form"
        data-testid={`resource-form-${mode}`}
      >
        <div className="resource-dialog-form__grid">
          {fields.map(([name, field]) => {
            const label = texts.fieldLabel(name, field);
            return (
              <Form.Item
                key={name}
                name={name}
                label={label}
                rules={[...(fieldRules(field, label, texts.t, mode) as never[]), ...extraRules(name)]}
                className={WIDE.has(name) ? 'resource-dialog-form__wide' : undefined}
                required={name === 'apartmentId' || name === 'companyId' ? place !== null : undefined}
              >
                {inputFor(name, field, !isEditableIn(field, mode))}
              </Form.Item>
            );
          })}
        </div>
      </Form>
      <Space className="household-form-buttons">
        <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)} data-testid="registration-save">
          {t('household.save')}
        </Button>
        <Button onClick={backToList} data-testid="registration-cancel">
          {t('household.cancel')}
        </Button>
      </Space>
    </Card>
  );
}

/** /householdManager/add (`?type=staff` for property staff). */
export function RegistrationAddPage() {
  const { search } = useLocation();
  const kind = kindOfQuery(search);
  return <RegistrationForm key={kind} kind={kind} mode={DialogMode.add} row={null} />;
}

/** /householdManager/edit?id= (`&type=staff` for property staff). */
export function RegistrationEditPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const kind = kindOfQuery(search);
  const id = idOfQuery(search);
  const config = KINDS[kind];
  const detail = useRegistrationDetail(config.decl, id);
  if (id === null || detail.isError) return <Result status="404" title={t('household.notFound')} data-testid="registration-not-found" />;
  if (!detail.data) return <Spin />;
  return <RegistrationForm key={`${kind}-${id}`} kind={kind} mode={DialogMode.edit} row={detail.data} />;
}
