import type { FieldDecl } from '@cvap/contracts';
import { isAcceptablePassword, isValidIdCard, isValidMobile, jsonValueProblem, maxLengthOf, moneyPattern } from '@cvap/contracts';
import type { Translate } from './translate.js';

/** The spec's four dialog modes (section 4). */
export const DialogMode = { add: 0, detail: 1, edit: 2, clone: 3 } as const;
export type DialogMode = (typeof DialogMode)[keyof typeof DialogMode];

/** A form rule in the shape antd's Form accepts (kept structural so this module stays UI-free). */
export interface FieldRule {
  required?: boolean;
  whitespace?: boolean;
  type?: 'array' | 'email';
  max?: number;
  message?: string;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

const SELECT_KINDS: ReadonlySet<FieldDecl['kind']> = new Set(['enum', 'dict', 'boolean', 'date', 'datetime', 'reference']);
const UPLOAD_KINDS: ReadonlySet<FieldDecl['kind']> = new Set(['image', 'file']);
/** Number fields hold numbers: the validator's whitespace check treats any non-string as empty. */
const NUMBER_KINDS: ReadonlySet<FieldDecl['kind']> = new Set(['integer', 'decimal']);
const LENGTH_LIMITED_KINDS: ReadonlySet<FieldDecl['kind']> = new Set(['text', 'textarea', 'email']);

/** Spec section 5: "please enter", "please select" or "please upload", by the kind of field. */
export function requiredVerb(field: FieldDecl): 'enter' | 'select' | 'upload' {
  if (UPLOAD_KINDS.has(field.kind)) return 'upload';
  if (SELECT_KINDS.has(field.kind)) return 'select';
  return 'enter';
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The JSON text of a json field parsed, or undefined when it does not parse. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A rule that checks non-empty values only (an empty optional value is allowed). */
function whenPresent(message: string, accept: (value: unknown) => boolean): FieldRule {
  return {
    validator: (_rule, value) => (isBlank(value) || accept(value) ? Promise.resolve() : Promise.reject(new Error(message))),
  };
}

/** Whether a field is required in this dialog mode (a secret may be left empty on edit: it stays unchanged). */
export function isRequiredIn(field: FieldDecl, mode: DialogMode): boolean {
  if (!field.required) return false;
  return !(field.secret && mode === DialogMode.edit);
}

/** The antd Form rules of a field, with the exact messages of spec section 5. Detail mode validates nothing. */
export function fieldRules(field: FieldDecl, label: string, t: Translate, mode: DialogMode = DialogMode.add): FieldRule[] {
  if (mode === DialogMode.detail) return [];
  const rules: FieldRule[] = [];
  if (isRequiredIn(field, mode)) {
    rules.push({
      required: true,
      message: t(`validation.${requiredVerb(field)}`, { label }),
      ...(field.multiple ? { type: 'array' as const } : {}),
      ...(requiredVerb(field) === 'enter' && !NUMBER_KINDS.has(field.kind) ? { whitespace: true } : {}),
    });
  }
  if (LENGTH_LIMITED_KINDS.has(field.kind)) {
    const n = field.kind === 'email' ? (field.maxLength ?? 100) : maxLengthOf(field);
    rules.push({ max: n, message: t('validation.maxLength', { n }) });
  }
  switch (field.kind) {
    case 'phone':
      rules.push(whenPresent(t('validation.mobile'), (v) => isValidMobile(String(v).trim())));
      break;
    case 'idCard':
      rules.push(whenPresent(t('validation.idCard'), (v) => isValidIdCard(String(v).trim().toUpperCase())));
      break;
    case 'email':
      rules.push({ type: 'email', message: t('validation.email') });
      break;
    case 'password':
      rules.push(whenPresent(t('validation.password'), (v) => isAcceptablePassword(String(v))));
      break;
    case 'json': {
      // The text must parse to a JSON object, at most the field's length once serialized (what the server checks).
      const messages = { jsonObject: t('validation.jsonObject'), jsonLength: t('validation.jsonLength', { n: maxLengthOf(field) }) };
      rules.push({
        validator: (_rule, value) => {
          const problem = isBlank(value) ? null : jsonValueProblem(field, parseJsonText(String(value)));
          return problem === null ? Promise.resolve() : Promise.reject(new Error(messages[problem]));
        },
      });
      break;
    }
    case 'money':
      rules.push(
        whenPresent(t((field.scale ?? 2) > 2 ? 'validation.money4' : 'validation.money'), (v) =>
          moneyPattern(field).test(String(v).trim()),
        ),
      );
      break;
    case 'integer':
    case 'decimal':
      if (field.min !== undefined || field.max !== undefined) {
        const min = field.min ?? Number.MIN_SAFE_INTEGER;
        const max = field.max ?? Number.MAX_SAFE_INTEGER;
        rules.push(whenPresent(t('validation.range', { min, max }), (v) => Number(v) >= min && Number(v) <= max));
      }
      break;
    default:
      break;
  }
  return rules;
}
