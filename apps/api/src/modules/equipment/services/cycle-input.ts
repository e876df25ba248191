import { labelIn, type Cycle, type Language } from '@cvap/contracts';
import { AppError } from '../../../engine/index.js';

const HINTS = {
  weekly: { zh: '填写星期几，1=周一 … 7=周日，用逗号分隔，如 1,4', en: 'weekdays, 1 = Monday … 7 = Sunday, comma separated, e.g. 1,4' },
  monthly: { zh: '填写每月几号（1-31），用逗号分隔，如 1,15', en: 'days of the month (1-31), comma separated, e.g. 1,15' },
  yearly: { zh: '填写月-日，用逗号分隔，如 03-15,09-15', en: 'month-day dates, comma separated, e.g. 03-15,09-15' },
  everyNDays: { zh: '填写间隔天数，如 10', en: 'the number of days between, e.g. 10' },
} as const;

function numbers(values: string, min: number, max: number): number[] | null {
  const parts = values.split(/[,，\s]+/).filter(Boolean);
  const out = parts.map((part) => (/^\d{1,4}$/.test(part) ? parseInt(part, 10) : NaN));
  return out.length && out.every((n) => n >= min && n <= max) ? [...new Set(out)].sort((a, b) => a - b) : null;
}

/**
 * A plan's cycle from the form's kind and values (decision 0030's Cycle). Values that do not parse are refused
 * (PLAN_CYCLE_VALUES_INVALID, with the expected form); a cycle that parses but never fires is neverFires's to refuse.
 */
export function cycleFromInput(kind: string, values: string | null | undefined, language: Language): Cycle {
  const text = (values ?? '').trim();
  const refuse = (hint: { zh: string; en: string }) =>
    new AppError('PLAN_CYCLE_VALUES_INVALID', { params: { values: text, hint: labelIn(hint, language) } });
  switch (kind) {
    case 'daily':
      return { kind: 'daily' };
    case 'weekly': {
      if (!text) return { kind: 'weekly', weekdays: [] };
      const weekdays = numbers(text, 1, 7);
      if (!weekdays) throw refuse(HINTS.weekly);
      return { kind: 'weekly', weekdays };
    }
    case 'monthly': {
      if (!text) return { kind: 'monthly', days: [] };
      const days = numbers(text, 1, 31);
      if (!days) throw refuse(HINTS.monthly);
      return { kind: 'monthly', days };
    }
    case 'yearly': {
      const parts = text.split(/[,，\s]+/).filter(Boolean);
      const dates = parts
        .map((part) => /^(\d{1,2})-(\d{1,2})$/.exec(part))
        .map((m) => (m ? { month: parseInt(m[1]!, 10), day: parseInt(m[2]!, 10) } : null));
      if (dates.some((d) => !d || d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31)) throw refuse(HINTS.yearly);
      return { kind: 'yearly', dates: dates as { month: number; day: number }[] };
    }
    case 'everyNDays': {
      if (!/^-?\d{1,4}$/.test(text)) throw refuse(HINTS.everyNDays);
      return { kind: 'everyNDays', n: parseInt(text, 10) };
    }
    default:
      throw refuse(HINTS.everyNDays);
  }
}

/** The checklist's items: one per line, trimmed, blank lines dropped, each once. */
export function checklistItems(checklist: string): string[] {
  return [
    ...new Set(
      checklist
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}
