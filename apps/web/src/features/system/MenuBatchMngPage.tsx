import { menuResource, roleResource, SYSTEM_ELEMENTS, SystemEndpoints } from '@cvap/contracts';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import { FieldInput } from '../../resource/FieldInput.js';
import { fieldRules } from '../../resource/form-rules.js';
import { useResourceTexts } from '../../resource/texts.js';
import { usePermission } from '../../session/permissions.js';
import type { FieldDecl } from '@cvap/contracts';

const rolesField: FieldDecl = {
  kind: 'reference',
  label: { zh: '角色', en: 'Roles' },
  multiple: true,
  required: true,
  ref: { resource: roleResource.name },
};
const menusField: FieldDecl = {
  kind: 'reference',
  label: { zh: '菜单', en: 'Menus' },
  multiple: true,
  required: true,
  ref: { resource: menuResource.name, tree: true },
};

/** /systemManager/menuBatchMng: grant or revoke many menus for many roles at once. */
export default function MenuBatchMngPage() {
  const { t } = useTranslation();
  const texts = useResourceTexts(roleResource);
  const allowed = usePermission(SYSTEM_ELEMENTS.menuBatchGrant.code);
  const [form] = Form.useForm<{ roleIds: number[]; menuIds: number[] }>();
  const [busy, setBusy] = useState<'grant' | 'revoke' | null>(null);
  const rolesLabel = t('system.batchRoles');
  const menusLabel = t('system.batchMenus');

  const submit = async (grant: boolean) => {
    const { roleIds, menuIds } = await form.validateFields();
    setBusy(grant ? 'grant' : 'revoke');
    try {
      await callEndpoint(SystemEndpoints.menuBatch, { body: { roleIds, menuIds, grant } });
      noticeSuccess(t(grant ? 'system.batchGranted' : 'system.batchRevoked'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card data-testid="menu-batch">
      <Alert type="info" showIcon title={t('system.batchHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }} disabled={!allowed}>
        <Form.Item name="roleIds" label={rolesLabel} rules={fieldRules(rolesField, rolesLabel, texts.t) as never}>
          <FieldInput name="roleIds" field={rolesField} texts={texts} purpose="form" />
        </Form.Item>
        <Form.Item name="menuIds" label={menusLabel} rules={fieldRules(menusField, menusLabel, texts.t) as never}>
          <FieldInput name="menuIds" field={menusField} texts={texts} purpose="form" />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            loading={busy === 'grant'}
            onClick={() => void submit(true).catch(() => undefined)}
            data-testid="menu-batch-grant"
          >
            {t('system.batchGrant')}
          </Button>
          <Button
            danger
            loading={busy === 'revoke'}
            onClick={() => void submit(false).catch(() => undefined)}
            data-testid="menu-batch-revoke"
          >
            {t('system.batchRevoke')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
