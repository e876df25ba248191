import { isAcceptablePassword, type ChangePasswordRequest } from '@cvap/contracts';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeErrorMessage } from '../../request/notify.js';
import { sessionApi } from '../../session/api.js';
import { logout } from '../../session/logout.js';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * Current, new and confirmed password. A change revokes every session of the user, this one included, so
 * success shows "当前密码已修改，请重新登录" and logs out to the login page.
 */
export default function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    try {
      await sessionApi.changePassword(values);
    } catch {
      setSubmitting(false); // the server's message (wrong current password, policy) is already shown
      return;
    }
    onClose();
    noticeErrorMessage(t('codes.PASSWORD_CHANGED'));
    logout(); // the route guard then sends the user to the login page
  };

  return (
    <Modal
      open={open}
      title={t('changePassword.title')}
      onCancel={onClose}
      destroyOnHidden
      width={440}
      modalRender={(node) => <div data-testid="change-password-dialog">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={submitting} onClick={() => void submit()} data-testid="change-password-submit">
          {t('changePassword.submit')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" requiredMark preserve={false} onFinish={() => void submit()}>
        <Form.Item
          name="oldPassword"
          label={t('changePassword.oldPassword')}
          rules={[{ required: true, message: t('changePassword.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="change-password-old" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('changePassword.newPassword')}
          rules={[
            { required: true, message: t('changePassword.newRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || isAcceptablePassword(value) ? Promise.resolve() : Promise.reject(new Error(t('codes.PASSWORD_POLICY'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="change-password-new" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('changePassword.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('changePassword.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('changePassword.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="change-password-confirm" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
