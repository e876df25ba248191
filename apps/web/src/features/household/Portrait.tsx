import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Image, Spin, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeWarning } from '../../request/notify.js';
import { BizType, uploadFiles } from '../../request/transfer.js';
import { useStoredPictureUrl } from '../../resource/stored-pictures.js';
import { isJpg } from '../../resource/upload-limit.js';

/** A portrait thumbnail (lists: small; detail: larger with a preview on click), read with the token. */
export function PortraitThumb({ path, size = 32, preview = false }: { path: unknown; size?: number; preview?: boolean }) {
  const filePath = typeof path === 'string' && path !== '' ? path : null;
  const url = useStoredPictureUrl(filePath);
  if (!filePath) return <Avatar size={size} shape="square" icon={<UserOutlined />} />;
  if (!url) return <Avatar size={size} shape="square" icon={<Spin size="small" />} />;
  if (preview) return <Image src={url} width={size} height={size} style={{ objectFit: 'cover' }} data-testid="portrait-image" alt="" />;
  return <Avatar size={size} shape="square" src={url} data-testid="portrait-thumb" alt="" />;
}

/**
 * The portrait input: one JPG uploaded through the file upload path, kept as its stored path. A non-JPG
 * picture is refused before upload with the "JPG only" warning.
 */
export function PortraitUpload({
  value,
  onChange,
  disabled,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const url = useStoredPictureUrl(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    // Portraits are JPG only, checked before anything is uploaded (the server refuses others with 40027).
    if (!isJpg(file)) {
      noticeWarning(t('resource.onlyJpg'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    uploadFiles([file as Blob], BizType.default)
      .then((stored) => {
        onSuccess?.(stored);
        onChange?.(stored[0] ?? null);
      })
      .catch((error: Error) => onError?.(error))
      .finally(() => setUploading(false));
  };

  return (
    <div className="household-portrait" data-testid="portrait-upload">
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,image/jpeg"
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled || uploading}
      >
        {value ? (
          url ? (
            <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid="portrait-preview" />
          ) : (
            <Spin />
          )
        ) : uploading ? (
          <Spin />
        ) : (
          <PlusOutlined aria-label={t('resource.upload')} />
        )}
      </Upload>
      {!disabled && <div className="household-portrait__hint">{t('household.portraitHint')}</div>}
    </div>
  );
}
