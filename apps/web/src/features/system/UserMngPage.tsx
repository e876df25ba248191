import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { departmentResource, permissionCode, SystemEndpoints, USER_ELEMENTS, userResource, type FieldDecl } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Popconfirm, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import { resourceApi, type Row } from '../../resource/api.js';
import { CardValidityPicker, type CardValidityProps } from '../../resource/CardValidityPicker.js';
import { EditDialog } from '../../resource/EditDialog.js';
import { DialogMode, fieldRules } from '../../resource/form-rules.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { useResourceTexts } from '../../resource/texts.js';
import { treeQueryKey } from '../../resource/TreePanel.js';
import { usePermission } from '../../session/permissions.js';

const FROZEN = 1;
/** The reset dialog's one field: a required password with the server's password rule. */
const NEW_PASSWORD: FieldDecl = { kind: 'password', label: { zh: '新密码', en: 'New password' }, required: true, secret: true };
const departmentApi = resourceApi(departmentResource);

function ResetPasswordDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = useResourceTexts(userResource);
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const label = t('system.newPassword');
  const save = async () => {
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      await callEndpoint(SystemEndpoints.resetPassword, { body: { id: Number(row.id), password } });
      noticeSuccess(t('system.passwordReset'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('system.resetPasswordTitle', { name: String(row.name ?? row.username) })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
      data-testid="reset-password-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item name="password" label={label} rules={fieldRules(NEW_PASSWORD, label, texts.t) as never}>
          <Input.Password autoComplete="new-password" data-testid="reset-password-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function UserActions({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const canFreeze = usePermission(USER_ELEMENTS.freeze.code);
  const canReset = usePermission(USER_ELEMENTS.resetPassword.code);
  const [resetting, setResetting] = useState(false);
  const frozen = row.frozen === FROZEN;
  const toggleFreeze = async () => {
    await callEndpoint(SystemEndpoints.freeze, { body: { id: Number(row.id), frozen: frozen ? 0 : 1 } });
    noticeSuccess(t(frozen ? 'system.unfrozen' : 'system.frozen'));
    context.refresh();
  };
  return (
    <>
      {canReset && (
        <Button type="link" size="small" onClick={() => setResetting(true)} data-testid={`user-reset-${row.id}`}>
          {t('system.resetPassword')}
        </Button>
      )}
      {canFreeze &&
        (frozen ? (
          <Button
            type="link"
            size="small"
            onClick={() => void toggleFreeze().catch(() => undefined)}
            data-testid={`user-unfreeze-${row.id}`}
          >
            {t('system.unfreeze')}
          </Button>
        ) : (
          <Popconfirm title={t('system.confirmFreeze')} onConfirm={() => toggleFreeze().catch(() => undefined)}>
            <Button type="link" size="small" danger data-testid={`user-freeze-${row.id}`}>
              {t('system.freeze')}
            </Button>
          </Popconfirm>
        ))}
      {resetting && <ResetPasswordDialog row={row} onClose={() => setResetting(false)} />}
    </>
  );
}

/** Add, edit and delete departments from the side tree (the department paths of spec section 7). */
function DepartmentTools({ selected, context }: { selected: number | string | null; context: ResourcePageContext }) {
  const { t } = useTranslation();
  const texts = useResourceTexts(departmentResource);
  const queryClient = useQueryClient();
  const canAdd = usePermission(permissionCode(departmentResource, 'add'));
  const canEdit = usePermission(permissionCode(departmentResource, 'edit'));
  const canDelete = usePermission(permissionCode(departmentResource, 'delete'));
  const [dialog, setDialog] = useState<{ mode: DialogMode; row: Row | null } | null>(null);
  const id = typeof selected === 'number' ? selected : null;
  const changed = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: treeQueryKey(departmentResource.name) });
    void queryClient.invalidateQueries({ queryKey: ['reference', departmentResource.name] });
    context.refresh();
  };
  const remove = async () => {
    await departmentApi.remove(id!);
    noticeSuccess(texts.t('resource.deleted'));
    changed();
  };
  return (
    <Space size={4} style={{ marginBottom: 8 }}>
      {canAdd && (
        <Tooltip title={t('system.addDepartment')}>
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('system.addDepartment')}
            onClick={() => setDialog({ mode: DialogMode.add, row: null })}
            data-testid="department-add"
          />
        </Tooltip>
      )}
      {canEdit && (
        <Tooltip title={t('system.editDepartment')}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('system.editDepartment')}
            disabled={id === null}
            onClick={() => setDialog({ mode: DialogMode.edit, row: { id: id! } })}
            data-testid="department-edit"
          />
        </Tooltip>
      )}
      {canDelete && (
        <Popconfirm title={texts.t('resource.confirmDelete')} disabled={id === null} onConfirm={() => remove().catch(() => undefined)}>
          <Tooltip title={t('system.deleteDepartment')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('system.deleteDepartment')}
              disabled={id === null}
              data-testid="department-delete"
            />
          </Tooltip>
        </Popconfirm>
      )}
      {dialog && <DepartmentDialog mode={dialog.mode} row={dialog.row} parentId={id} onClose={() => setDialog(null)} onSaved={changed} />}
    </Space>
  );
}

function DepartmentDialog({
  mode,
  row,
  parentId,
  onClose,
  onSaved,
}: {
  mode: DialogMode;
  row: Row | null;
  parentId: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const texts = useResourceTexts(departmentResource);
  // A new department goes under the selected one.
  const api =
    mode === DialogMode.add && parentId !== null
      ? {
          ...departmentApi,
          create: (body: Record<string, unknown>) => departmentApi.create({ ...body, parentId: body.parentId ?? parentId }),
        }
      : departmentApi;
  return <EditDialog decl={departmentResource} api={api} texts={texts} mode={mode} row={row} onClose={onClose} onSaved={onSaved} />;
}

/** /systemManager/userMng: users beside the department tree; reset password and freeze besides CRUD. */
export default function UserMngPage() {
  return (
    <ResourcePage
      decl={userResource}
      overrides={{
        sideTree: {
          decl: departmentResource,
          filterField: 'departmentId',
          toolbar: (selected, context) => <DepartmentTools selected={selected} context={context} />,
        },
        rowActions: (row, context) => <UserActions row={row} context={context} />,
        inputs: { validUntil: (props) => <CardValidityPicker {...(props as CardValidityProps)} /> },
      }}
    />
  );
}
