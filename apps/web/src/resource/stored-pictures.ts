import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { PlatformEndpoints } from '@cvap/contracts';
import { endpointKey } from '../request/endpoint.js';
import { readBlob } from '../request/transfer.js';
import { readStoredPicture } from './stored-files.js';

function pictureQuery(filePath: string) {
  return {
    queryKey: endpointKey(PlatformEndpoints.download, { query: { filePath } }),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    queryFn: () => readStoredPicture(readBlob, filePath),
  };
}

/** Module-level, so the combined list keeps its identity while the blobs do not change. */
const blobsOf = (results: UseQueryResult<Blob | null>[]): (Blob | null)[] => results.map((result) => result.data ?? null);

/**
 * Stored pictures as object URLs, by path: each read once through the API client (with the token) and shown
 * from a blob; a path is absent while its picture loads or when it cannot be read. The URLs are revoked when
 * the pictures change or the component goes.
 */
export function useStoredPictureUrls(paths: readonly string[]): ReadonlyMap<string, string> {
  const blobs = useQueries({ queries: paths.map(pictureQuery), combine: blobsOf });
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  const key = paths.join('\n');
  useEffect(() => {
    const made = new Map<string, string>();
    blobs.forEach((blob, index) => {
      const path = paths[index];
      if (blob && path !== undefined) made.set(path, URL.createObjectURL(blob));
    });
    // The effect makes the object URLs (and revokes them on cleanup), so it is where they enter the state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
    // `key` stands for `paths` (a new array on every render); `blobs` keeps its identity while unchanged.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blobs, key]);
  return urls;
}

/** One stored picture as an object URL (null without a path, while loading, or when it cannot be read). */
export function useStoredPictureUrl(filePath: string | null | undefined): string | null {
  const paths = useMemo(() => (filePath ? [filePath] : []), [filePath]);
  const urls = useStoredPictureUrls(paths);
  return (filePath && urls.get(filePath)) || null;
}
