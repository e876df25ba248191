import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { BizType, uploadFiles } from '../request/transfer.js';
import { noticeSuccess, noticeWarning } from '../request/notify.js';
import { startedTask } from '../tasks/task-list.js';
import { updateTask } from '../tasks/task-store.js';
import type { ResourceApi } from './api.js';
import type { ResourceTexts } from './texts.js';
import { storedName } from './stored-files.js';
import { downloadStoredFile } from './stored-file-download.js';
import { isZip } from './upload-limit.js';

/** Spec section 9: the import dialog is 600 px wide and takes one .zip file. */
export const IMPORT_DIALOG_WIDTH = 600;

/**
 * Uploads the chosen zip (bizType 3), then starts the import; an asynchronous import is followed in the task
 * indicator (progress pushed), a synchronous one just refreshes the list.
 */
export function ImportDialog({
  api,
  texts,
  source,
  onClose,
  onImported,
  onTaskStarted,
}: {
  api: ResourceApi;
  texts: ResourceTexts;
  source: string;
  onClose: () => void;
  onImported: () => void;
  onTaskStarted?: (taskId: string) => void;
}) {
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const title = texts.t('resource.importTitle', { name: texts.resourceNoun() });

  const downloadTemplate = async () => {
    const { filePath } = await api.template();
    await downloadStoredFile(filePath, storedName(filePath));
  };

  const start = async () => {
    if (!file?.originFileObj) {
      noticeWarning(texts.t('resource.importOnlyZip'));
      return;
    }
    setBusy(true);
    try {
      const [filePath] = await uploadFiles<string[]>([file.originFileObj], BizType.import);
      const answer = await api.import(filePath!);
      if (answer?.taskId !== undefined && answer.taskId !== null) {
        updateTask(startedTask(String(answer.taskId), 'import', source, title));
        onTaskStarted?.(String(answer.taskId));
        noticeSuccess(texts.t('resource.importStarted'));
      } else {
        noticeSuccess(texts.t('resource.imported'));
        onImported();
      }
      onClose();
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={IMPORT_DIALOG_WIDTH}
      title={title}
      onCancel={onClose}
      onOk={() => void start()}
      okText={texts.t('resource.importSubmit')}
      okButtonProps={{ loading: busy, disabled: !file, 'data-testid': 'import-submit' } as never}
      destroyOnHidden
      data-testid="import-dialog"
    >
      <Upload.Dragger
        accept=".zip,application/zip"
        maxCount={1}
        multiple={false}
        fileList={file ? [file] : []}
        beforeUpload={(candidate, selection) => {
          if (selection.length > 1 || !isZip(candidate)) {
            if (candidate === selection[0]) noticeWarning(texts.t('resource.importOnlyZip'));
            return Upload.LIST_IGNORE;
          }
          setFile({ uid: candidate.uid, name: candidate.name, originFileObj: candidate, status: 'done' });
          return false;
        }}
        onRemove={() => setFile(null)}
        data-testid="import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{texts.t('resource.importSelect')}</p>
        <p className="ant-upload-hint">{texts.t('resource.importHint')}</p>
      </Upload.Dragger>
      <Button
        type="link"
        icon={<DownloadOutlined />}
        style={{ paddingInline: 0, marginTop: 8 }}
        onClick={() => void downloadTemplate().catch(() => undefined)}
        data-testid="import-template"
      >
        {texts.t('resource.importTemplate')}
      </Button>
    </Modal>
  );
}
