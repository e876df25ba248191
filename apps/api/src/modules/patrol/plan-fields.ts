import { labelIn, type Cycle, type Language, type PatrolCycleKind, type ResourceDecl } from '@cvap/contracts';
import { AppError } from '../../engine/index.js';

/** 40001 naming one field of a patrol form, in the user's language (the shape of a schema validation failure). */
export function fieldError(language: Language, decl: ResourceDecl, field: string, hint: { zh: string; en: string }): AppError {
  const label = labelIn(decl.fields[field]!.label, language);
  const message = labelIn({ zh: `${label}${hint.zh}`, en: `${label} ${hint.en}` }, language);
  return new AppError('VALIDATION_FAILED', { detail: message, data: { fields: [{ field, message }] } });
}

const NUMBERS = /^\s*\d{1,2}(\s*[,，、]\s*\d{1,2})*\s*$/;
const MONTH_DAYS = /^\s*\d{1,2}-\d{1,2}(\s*[,，、]\s*\d{1,2}-\d{1,2})*\s*$/;

function numbers(text: string): number[] {
  return [...new Set(text.split(/[,，、]/).map((part) => Number(part.trim())))].sort((a, b) => a - b);
}

/**
 * The machinery's cycle from a plan's form fields, or the field that is not readable with what it should hold.
 * Out-of-range values (weekday 8, 02-30) are kept: they make a cycle that never fires, which the caller refuses
 * with PLAN_CYCLE_NEVER_FIRES.
 */
export function cycleOfForm(
  kind: PatrolCycleKind,
  days: string | null | undefined,
  n: number | null | undefined,
): Cycle | { field: 'cycleDays' | 'everyNDays'; hint: { zh: string; en: string } } {
  const text = (days ?? '').trim();
  switch (kind) {
    case 'daily':
      return { kind: 'daily' };
    case 'weekly':
      if (text && !NUMBERS.test(text))
        return {
          field: 'cycleDays',
          hint: { zh: '请填写 1-7（1=周一），逗号分隔', en: 'must be days 1-7 (1 = Monday), separated by commas' },
        };
      return { kind: 'weekly', weekdays: text ? numbers(text).filter((d) => d >= 1 && d <= 7) : [] };
    case 'monthly':
      if (text && !NUMBERS.test(text))
        return { field: 'cycleDays', hint: { zh: '请填写 1-31，逗号分隔', en: 'must be days 1-31, separated by commas' } };
      return { kind: 'monthly', days: text ? numbers(text).filter((d) => d >= 1 && d <= 31) : [] };
    case 'yearly':
      if (text && !MONTH_DAYS.test(text))
        return { field: 'cycleDays', hint: { zh: '请按 MM-DD 填写，逗号分隔', en: 'must be MM-DD dates, separated by commas' } };
      return {
        kind: 'yearly',
        dates: text
          ? text
              .split(/[,，、]/)
              .map((part) => part.trim().split('-').map(Number) as [number, number])
              .filter(([month, day]) => month >= 1 && month <= 12 && day >= 1 && day <= 31)
              .map(([month, day]) => ({ month, day }))
          : [],
      };
    case 'everyNDays':
      if (n == null) return { field: 'everyNDays', hint: { zh: '每隔N天时必填', en: 'is required for every N days' } };
      return { kind: 'everyNDays', n };
  }
}
