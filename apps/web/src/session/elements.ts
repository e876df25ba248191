import type { UserInfo } from '@cvap/contracts';

type ElementUser = Pick<UserInfo, 'elements'>;

const elementSets = new WeakMap<ElementUser, ReadonlySet<string>>();

/** Spec section 6: a control whose element code is not in the user's list is not shown at all. */
export function hasElement(user: ElementUser | null, code: string): boolean {
  if (!user) return false;
  let codes = elementSets.get(user);
  if (!codes) {
    codes = new Set(user.elements.map((element) => element.code));
    elementSets.set(user, codes);
  }
  return codes.has(code);
}
