import { AccessEndpoints, AUTH_FILE_ELEMENTS, LICENCE_MAX_CHARS, type AuthFileStatus } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, Tag, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../request/client.js';
import { callEndpoint, endpointKey, useEndpoint } from '../../request/endpoint.js';
import { noticeErrorMessage, noticeSuccess } from '../../request/notify.js';
import { usePermission } from '../../session/permissions.js';

const STATUS_COLOR = { valid: 'success', expired: 'error', none: 'default' } as const;

/** The current authorization file of each community in scope: valid until, expired, or none. */
function FileStatusTable({ rows, loading }: { rows: AuthFileStatus[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<AuthFileStatus>
      rowKey="residentialId"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      data-testid="auth-file-status"
      columns={[
        { title: t('authException.file.community'), dataIndex: 'residentialName' },
        {
          title: t('authException.file.validity'),
          dataIndex: 'status',
          render: (status: AuthFileStatus['status'], row) => (
            <Tag color={STATUS_COLOR[status]} data-testid={`auth-file-state-${row.residentialId}`}>
              {status === 'none' ? t('authException.file.none') : t(`authException.file.${status}`, { date: row.validUntil ?? '' })}
            </Tag>
          ),
        },
        { title: t('authException.file.fileName'), dataIndex: 'fileName', render: (v: string | null) => v ?? '' },
        { title: t('authException.file.uploadedAt'), dataIndex: 'uploadedAt', render: (v: string | null) => v ?? '' },
      ]}
    />
  );
}

/**
 * The spec's authorization file (section 8), where the operator meets "authorization expired": a button on the
 * authorization-exception screens opening a dialog with each community's current file and an upload of one file
 * (a second is refused with the spec's message). The console sends the file's text; the API checks it.
 */
export function AuthFileButton() {
  const { t } = useTranslation();
  const canUpload = usePermission(AUTH_FILE_ELEMENTS.upload.code);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const current = useEndpoint(AccessEndpoints.authFile, {}, { enabled: open });
  if (!canUpload) return null;

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (files.length > 0 || batch.length > 1) {
      if (batch.indexOf(file) <= 0) noticeErrorMessage(t('authException.file.onlyOne'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > LICENCE_MAX_CHARS) {
      noticeErrorMessage(t('authException.file.tooLarge'));
      return Upload.LIST_IGNORE;
    }
    setError(null);
    setFiles([{ uid: file.uid, name: file.name, status: 'done', originFileObj: file }]);
    // Kept in the browser: the dialog's OK sends the file's text.
    return false;
  };

  const send = async () => {
    const file = files[0]?.originFileObj;
    if (!file) {
      setError(t('authException.file.choose'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const saved = await callEndpoint(
        AccessEndpoints.authFileUpload,
        { body: { fileName: file.name.slice(0, 100), content: await file.text() } },
        { caught: true },
      );
      noticeSuccess(t('authException.file.uploaded', { date: saved.validUntil ?? '' }));
      setFiles([]);
      await queryClient.invalidateQueries({ queryKey: endpointKey(AccessEndpoints.authFile) });
    } catch (caught) {
      setError(caught instanceof RequestError ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setOpen(false);
    setFiles([]);
    setError(null);
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="auth-file-open">
        {t('authException.file.open')}
      </Button>
      <Modal
        open={open}
        title={t('authException.file.title')}
        onCancel={close}
        onOk={() => void send()}
        okText={t('authException.file.upload')}
        okButtonProps={{ loading: sending, disabled: files.length === 0, 'data-testid': 'auth-file-submit' } as never}
        width={720}
        destroyOnHidden
      >
        <p>{t('authException.file.hint')}</p>
        <FileStatusTable rows={current.data ?? []} loading={current.isLoading} />
        <div style={{ marginTop: 16 }}>
          <Upload
            accept=".lic,.json,.txt"
            maxCount={1}
            fileList={files}
            beforeUpload={beforeUpload}
            onRemove={() => {
              setFiles([]);
              setError(null);
            }}
          >
            <Button data-testid="auth-file-choose">{t('authException.file.choose')}</Button>
          </Upload>
        </div>
        {error && <Alert style={{ marginTop: 16 }} type="error" showIcon title={error} data-testid="auth-file-error" />}
      </Modal>
    </>
  );
}
