import { noticeResource, NOTICE_ELEMENTS, type FieldDecl } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Result, Space, Spin } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeTabOf } from '../../layout/tabs/tabs-store.js';
import { resourceApi, resourceKey, useResourceRecord, type Row } from '../../resource/api.js';
import { normalizePath } from '../../routes/route-catalogue.js';
import { FieldInput } from '../../resource/FieldInput.js';
import { DialogMode, fieldRules } from '../../resource/form-rules.js';
import { addFormDefaults, toFormValues, toRequestBody } from '../../resource/form-values.js';
import { clearConflictOnChange, saveRecord } from '../../resource/save-record.js';
import { useResourceTexts } from '../../resource/texts.js';
import { noticeSuccess } from '../../request/notify.js';
import { actingResidential } from '../../session/residential.js';
import { readCompanyId } from '../../session/residential-choice.js';
import { usePermission } from '../../session/permissions.js';
import { useCurrentUser } from '../../session/user-info.js';
import { idOfQuery, noticeApi, NoticeRoutes } from './notice-api.js';
import { RichTextEditor } from './RichTextEditor.js';
import './notice.css';

const FIELDS = ['title', 'audience', 'communityIds', 'buildingIds', 'scheduledAt', 'top', 'attachments', 'body'] as const;
const api = resourceApi(noticeResource);

/**
 * The notice form (inline pages add and edit): title, audience (the whole company, communities or buildings;
 * acting for a community, that community or its buildings), scheduled publishing, pinned, attachments and the
 * rich-text body. Save keeps it as it is (a draft, or scheduled); save and publish publishes it at once.
 */
function NoticeForm({ mode, row }: { mode: DialogMode; row: Row | null }) {
  const { t } = useTranslation();
  const texts = useResourceTexts(noticeResource);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const residential = actingResidential(user, readCompanyId());
  const canPublish = usePermission(NOTICE_ELEMENTS.publish.code);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const audience = Form.useWatch('audience', form) as unknown;

  useEffect(() => {
    form.setFieldsValue(
      row ? toFormValues(noticeResource, row) : { ...addFormDefaults(noticeResource), audience: residential ? 'communities' : 'company' },
    );
  }, [row, form, residential]);

  const shown = (name: string) => {
    if (name === 'communityIds') return audience === 'communities' && !residential;
    if (name === 'buildingIds') return audience === 'buildings';
    return true;
  };

  const { pathname } = useLocation();
  // The form's tab closes as the list comes back.
  const backToList = () => {
    closeTabOf(normalizePath(pathname));
    void navigate(NoticeRoutes.list);
  };
  const save = async (publish: boolean) => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const body = toRequestBody(noticeResource, values, mode);
    if (body.audience !== 'communities') body.communityIds = [];
    if (body.audience !== 'buildings') body.buildingIds = [];
    if (residential && body.audience === 'communities') body.communityIds = [residential.id];
    await saveRecord({
      api,
      texts,
      mode,
      row,
      body,
      form,
      fieldNames: [...FIELDS],
      setSaving,
      onSaved: async (saved) => {
        const id = (saved as Row | null)?.id ?? row?.id;
        if (publish && id) {
          await noticeApi.publish(id, 1);
          noticeSuccess(t('notice.published'));
        }
        await queryClient.invalidateQueries({ queryKey: resourceKey(noticeResource) });
        backToList();
      },
    });
  };

  const inputFor = (name: string, field: FieldDecl): ReactNode => {
    if (name === 'body') return <RichTextEditor />;
    if (name === 'audience' && residential)
      return (
        <FieldInput
          name={name}
          field={{ ...field, options: field.options!.filter((o) => o.value !== 'company') }}
          texts={texts}
          purpose="form"
        />
      );
    return <FieldInput name={name} field={field} texts={texts} purpose="form" />;
  };

  const audienceRules = (name: string) => {
    if (name === 'communityIds' || name === 'buildingIds')
      return [
        {
          required: true,
          type: 'array' as const,
          message: t('validation.select', { label: texts.fieldLabel(name, noticeResource.fields[name]!) }),
        },
      ];
    if (name === 'body') return [{ required: true, message: t('notice.bodyRequired') }];
    return [];
  };

  return (
    <Card className="notice-form-card" data-testid="notice-form">
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed: Record<string, unknown>) => clearConflictOnChange(form, changed)}
        className="resource-dialog-form"
        data-testid={`resource-form-${mode}`}
      >
        <div className="resource-dialog-form__grid">
          {FIELDS.filter(shown).map((name) => {
            const field = noticeResource.fields[name]!;
            const label = texts.fieldLabel(name, field);
            const wide = name === 'title' || name === 'body' || name === 'attachments';
            return (
              <Form.Item
                key={name}
                name={name}
                label={label}
                rules={[...(name === 'body' ? [] : (fieldRules(field, label, texts.t, mode) as never[])), ...audienceRules(name)]}
                extra={name === 'scheduledAt' ? t('notice.scheduledHint') : undefined}
                className={wide ? 'resource-dialog-form__wide' : undefined}
              >
                {inputFor(name, field)}
              </Form.Item>
            );
          })}
        </div>
      </Form>
      <Space className="notice-form-buttons">
        <Button type="primary" loading={saving} onClick={() => void save(false).catch(() => undefined)} data-testid="notice-save">
          {t('notice.save')}
        </Button>
        {canPublish && (
          <Button loading={saving} onClick={() => void save(true).catch(() => undefined)} data-testid="notice-save-publish">
            {t('notice.saveAndPublish')}
          </Button>
        )}
        <Button onClick={backToList} data-testid="notice-cancel">
          {t('notice.cancel')}
        </Button>
      </Space>
    </Card>
  );
}

/** One notice read fresh for its edit page; not fetched without an id. */
export function useNoticeDetail(id: number | null) {
  return useResourceRecord(noticeResource, id, { staleTime: 0, retry: false });
}

/** /noticeManager/add */
export function NoticeAddPage() {
  return <NoticeForm mode={DialogMode.add} row={null} />;
}

/** /noticeManager/edit?id= */
export function NoticeEditPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const id = useMemo(() => idOfQuery(search), [search]);
  const detail = useNoticeDetail(id);
  if (id === null || detail.isError) return <Result status="404" title={t('notice.notFound')} data-testid="notice-not-found" />;
  if (!detail.data) return <Spin />;
  return <NoticeForm key={id} mode={DialogMode.edit} row={detail.data} />;
}
