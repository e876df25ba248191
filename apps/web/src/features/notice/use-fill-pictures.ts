import { useEffect, type RefObject } from 'react';
import { useStoredPictureUrls } from '../../resource/stored-pictures.js';

/** Sets the object URL (read with the token) of each `img[data-file-path]` under the element once it is read. */
export function useFillPictures(ref: RefObject<HTMLElement | null>, paths: readonly string[], version: unknown): void {
  const urls = useStoredPictureUrls(paths);
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLImageElement>('img[data-file-path]').forEach((img) => {
      const url = urls.get(img.getAttribute('data-file-path')!);
      if (url && img.src !== url) img.src = url;
    });
  }, [ref, urls, version]);
}
