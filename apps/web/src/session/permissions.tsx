import type { UserInfo } from '@cvap/contracts';
import type { ReactNode } from 'react';
import { useOptionalUser } from './user-info.js';

const elementSets = new WeakMap<UserInfo, ReadonlySet<string>>();

/** Spec section 6: a control whose element code is not in the user's list is not shown at all. */
export function hasElement(user: UserInfo | null, code: string): boolean {
  if (!user) return false;
  let codes = elementSets.get(user);
  if (!codes) {
    codes = new Set(user.elements.map((element) => element.code));
    elementSets.set(user, codes);
  }
  return codes.has(code);
}

export function usePermission(code: string): boolean {
  return hasElement(useOptionalUser(), code);
}

/** Renders its children only for users granted the element `code`. */
export function Permission({ code, children }: { code: string; children: ReactNode }) {
  return usePermission(code) ? <>{children}</> : null;
}
