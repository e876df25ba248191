import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Image, Spin, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpClient } from '../../request/client.js';
import { noticeWarning } from '../../request/notify.js';
import { BizType, uploadFiles } from '../../request/transfer.js';
import { downloadUrl, isAcceptablePortrait } from './registration-rules.js';

/**
 * A stored picture as an object URL. The download path needs the session token, which an <img src> cannot
 * send in a header, so the picture is read through the API client (token header) and shown from a blob.
 */
function usePictureUrl(filePath: string | null | undefined): { url: string | null; loading: boolean } {
  const query = useQuery({
    queryKey: ['portrait', filePath],
    enabled: Boolean(filePath),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    queryFn: async () => {
      const response = await httpClient.get<Blob>(downloadUrl(filePath!), { responseType: 'blob' });
      if (response.status !== 200 || String(response.headers['content-type'] ?? '').includes('application/json')) return null;
      return new Blob([response.data], { type: 'image/jpeg' });
    },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [query.data]);
  return { url, loading: query.isLoading && Boolean(filePath) };
}

/** A portrait thumbnail (lists: small; detail: larger with a preview on click). */
export function PortraitThumb({ path, size = 32, preview = false }: { path: unknown; size?: number; preview?: boolean }) {
  const filePath = typeof path === 'string' && path !== '' ? path : null;
  const { url } = usePictureUrl(filePath);
  if (!filePath) return <Avatar size={size} shape="square" icon={<UserOutlined />} />;
  if (!url) return <Avatar size={size} shape="square" icon={<Spin size="small" />} />;
  if (preview) return <Image src={url} width={size} height={size} style={{ objectFit: 'cover' }} data-testid="portrait-image" alt="" />;
  return <Avatar size={size} shape="square" src={url} data-testid="portrait-thumb" alt="" />;
}

/**
 * The portrait input: one JPG uploaded through the file upload path, kept as its stored path. A non-JPG
 * picture is refused before upload with the "JPG only" warning.
 */
export function PortraitUpload({ value, onChange, disabled }: { value?: string | null; onChange?: (value: string | null) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const { url } = usePictureUrl(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isAcceptablePortrait(file)) {
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
