import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Track = (delta: 1 | -1) => void;

const UploadsInFlightContext = createContext<Track | null>(null);

/**
 * Counts the uploads still running in a form, so that its submit waits for them: a form sent while a photo was
 * still uploading was refused as having no photo, or saved without it.
 */
export function useUploadsInFlight(): { uploading: boolean; track: Track } {
  const [count, setCount] = useState(0);
  const track = useCallback<Track>((delta) => setCount((current) => Math.max(0, current + delta)), []);
  return { uploading: count > 0, track };
}

/** The upload inputs inside report their uploads to `track` (from useUploadsInFlight). */
export function UploadsInFlightScope({ track, children }: { track: Track; children: ReactNode }) {
  return <UploadsInFlightContext.Provider value={track}>{children}</UploadsInFlightContext.Provider>;
}

/** What an upload input calls when an upload starts (+1) and ends (-1); nothing outside a tracked form. */
export function useTrackUpload(): Track {
  return useContext(UploadsInFlightContext) ?? ignore;
}

function ignore(): void {}
