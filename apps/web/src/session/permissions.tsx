import type { ReactNode } from 'react';
import { hasElement } from './elements.js';
import { useOptionalUser } from './user-info.js';

export function usePermission(code: string): boolean {
  return hasElement(useOptionalUser(), code);
}

/** Renders its children only for users granted the element `code`. */
export function Permission({ code, children }: { code: string; children: ReactNode }) {
  return usePermission(code) ? <>{children}</> : null;
}
