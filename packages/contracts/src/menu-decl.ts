/**
 * The declarations of the console's route catalogue: sections, menu entries and inline pages, with zh and en
 * names, and the helpers modules declare their sections with (`modules/<m>/menus.ts`).
 */
export interface InlinePageDecl {
  path: string;
  zh: string;
  en: string;
}

export interface MenuDecl {
  code: string;
  zh: string;
  en: string;
  icon?: string;
  /** Present on entries of type menu; sections have children instead. */
  path?: string;
  children?: MenuDecl[];
  /** Pages opened from this entry that highlight it and pass the route guard through it. */
  inline?: InlinePageDecl[];
  /** Key of a status count shown beside the entry in the side menu. */
  countKey?: string;
}

export function menuCodeFromPath(path: string): string {
  return path.replace(/^\//, '').split('/').join(':');
}

export function menu(path: string, zh: string, en: string, extra: Partial<MenuDecl> = {}): MenuDecl {
  return { code: menuCodeFromPath(path), path, zh, en, ...extra };
}

export function section(code: string, zh: string, en: string, icon: string | undefined, children: MenuDecl[]): MenuDecl {
  return { code, zh, en, ...(icon ? { icon } : {}), children };
}

export function inline(path: string, zh: string, en: string): InlinePageDecl {
  return { path, zh, en };
}
