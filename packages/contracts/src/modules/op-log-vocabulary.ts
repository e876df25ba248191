import type { EnumOption } from '../resource/types.js';

/**
 * Adds to `list` (the platform's options) every option the modules declare that it lacks, in the modules' order: a
 * verb several modules log (`close`, `retry`, ...) is listed once. Returns the list.
 */
export function withDeclared(list: EnumOption[], declared: readonly (readonly EnumOption[])[]): EnumOption[] {
  for (const option of declared.flat()) if (!list.some((listed) => listed.value === option.value)) list.push(option);
  return list;
}

/** The values declared more than once with different labels (a verb must read the same in every module). */
export function disagreeingLabels(declared: readonly (readonly EnumOption[])[]): string[] {
  const seen = new Map<unknown, EnumOption>();
  const disagreeing = new Set<string>();
  for (const option of declared.flat()) {
    const first = seen.get(option.value);
    if (!first) seen.set(option.value, option);
    else if (first.zh !== option.zh || first.en !== option.en) disagreeing.add(String(option.value));
  }
  return [...disagreeing];
}
