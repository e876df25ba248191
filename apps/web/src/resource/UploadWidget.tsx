import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BizType, uploadFiles } from '../request/transfer.js';
import { noticeWarning } from '../request/notify.js';
import { storedName, storedUploadFiles } from './stored-files.js';
import { downloadStoredFile } from './stored-file-download.js';
import { useStoredPictureUrls } from './stored-pictures.js';
import { looseT } from './translations.js';
import { DEFAULT_UPLOAD_LIMIT, isJpg, uploadLimitWarning } from './upload-limit.js';
import { useTrackUpload } from './uploads-in-flight.js';

export interface UploadWidgetProps {
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  /** Several files (the value is a list of stored paths) or one (a single path). */
  multiple?: boolean;
  limit?: number;
  /** Portraits: JPG pictures only. */
  jpgOnly?: boolean;
  /** Pictures show as cards with a preview. */
  pictures?: boolean;
  /** The file chooser's filter (e.g. `image/*`, which a phone answers with its camera); the server still checks. */
  accept?: string;
  bizType?: number;
  disabled?: boolean;
}

const NO_PATHS: readonly string[] = [];

function pathsOf(value: UploadWidgetProps['value']): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/** Downloads a stored file through the API client (with the token); a failure has been shown by the client. */
function openStoredFile(path: string): Promise<unknown> {
  return downloadStoredFile(path, storedName(path));
}

/** Uploads to the file service (bizType 999 by default) and keeps the stored paths as the field's value. */
export function UploadWidget({
  value,
  onChange,
  multiple = false,
  limit = multiple ? DEFAULT_UPLOAD_LIMIT : 1,
  jpgOnly,
  pictures,
  accept,
  bizType = BizType.default,
  disabled,
}: UploadWidgetProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const trackUpload = useTrackUpload();
  const paths = pathsOf(value);
  // Thumbnails are read with the token and shown from object URLs (the download URL needs the token header).
  const pictureUrls = useStoredPictureUrls(pictures ? paths : NO_PATHS);
  const emit = (next: string[]) => onChange?.(multiple ? next : (next[0] ?? null));

  const beforeUpload: UploadProps['beforeUpload'] = (file, selection) => {
    if (jpgOnly && !isJpg(file)) {
      if (file === selection[0]) noticeWarning(t('resource.onlyJpg'));
      return Upload.LIST_IGNORE;
    }
    const warning = multiple ? uploadLimitWarning(looseT, limit, paths.length, selection.length) : null;
    if (warning) {
      if (file === selection[0]) noticeWarning(warning);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const entry: UploadFile = { uid: (file as File & { uid: string }).uid, name: (file as File).name, status: 'uploading' };
    setUploading((list) => [...list, entry]);
    trackUpload(1);
    uploadFiles([file as Blob], bizType)
      .then((stored) => {
        onSuccess?.(stored);
        emit(multiple ? [...pathsOf(value), ...stored] : stored.slice(0, 1));
      })
      .catch((error: Error) => onError?.(error))
      .finally(() => {
        trackUpload(-1);
        setUploading((list) => list.filter((item) => item.uid !== entry.uid));
      });
  };

  const full = paths.length >= limit;
  return (
    <Upload
      listType={pictures ? 'picture-card' : 'text'}
      fileList={[...storedUploadFiles(paths, pictures ? pictureUrls : null), ...uploading]}
      multiple={multiple}
      accept={jpgOnly ? '.jpg,.jpeg,image/jpeg' : accept}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={(file) => emit(paths.filter((path) => path !== file.uid))}
      onPreview={pictures ? undefined : (file) => void openStoredFile(file.uid).catch(() => undefined)}
      disabled={disabled}
    >
      {disabled || (full && !multiple && pictures) || (full && multiple) ? null : pictures ? (
        <PlusOutlined aria-label={t('resource.upload')} />
      ) : (
        <Button icon={<UploadOutlined />}>{t('resource.upload')}</Button>
      )}
    </Upload>
  );
}
