import { Image, Space, Spin } from 'antd';
import { useStoredPictureUrls } from '../../resource/stored-pictures.js';

/** A problem's photos as small thumbnails (read with the token), each opening a preview of the set. */
export function PhotoThumbs({ paths, size = 40 }: { paths: readonly string[]; size?: number }) {
  const urls = useStoredPictureUrls(paths);
  if (paths.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap data-testid="patrol-problem-photos">
        {paths.map((path) => {
          const url = urls.get(path);
          return url ? (
            <Image
              key={path}
              src={url}
              width={size}
              height={size}
              style={{ objectFit: 'cover' }}
              alt=""
              data-testid="patrol-problem-photo"
            />
          ) : (
            <Spin key={path} size="small" />
          );
        })}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The photos cell of a list: the row's value, a list of stored paths. */
export function photosCell(value: unknown) {
  return Array.isArray(value) ? <PhotoThumbs paths={value.filter((path): path is string => typeof path === 'string')} size={32} /> : null;
}
