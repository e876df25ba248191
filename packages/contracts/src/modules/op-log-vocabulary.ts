import type { EnumOption } from '../resource/types.js';

/**
 * The op-log verbs several modules log, labelled once: a module lists the ones its routes log in its manifest's
 * `opLog.actions` (`OP_VERBS.close`), beside its own.
 */
export const OP_VERBS = {
  run: { value: 'run', zh: '立即执行', en: 'Run now' },
  pause: { value: 'pause', zh: '暂停', en: 'Pause' },
  resume: { value: 'resume', zh: '恢复', en: 'Resume' },
  freeze: { value: 'freeze', zh: '冻结/解冻', en: 'Freeze or unfreeze' },
  retry: { value: 'retry', zh: '重试', en: 'Retry' },
  return: { value: 'return', zh: '退回', en: 'Return' },
  review: { value: 'review', zh: '审核', en: 'Review' },
  close: { value: 'close', zh: '关闭', en: 'Close' },
  compute: { value: 'compute', zh: '计算违约金', en: 'Compute late fees' },
} as const satisfies Record<string, EnumOption>;

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
