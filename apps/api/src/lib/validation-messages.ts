import { FEE_LIMITS, type Language } from '@cvap/contracts';
import { AppError } from './errors.js';

/** One failed field from fastify-type-provider-zod's `validation` list. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

export interface FieldError {
  field: string;
  message: string;
}

type Texts = Record<string, string>;

const TEXTS: Record<Language, Texts> = {
  zh_cn: {
    required: '为必填项',
    type: '类型不正确',
    empty: '不能为空',
    minLength: '长度不能少于{n}个字符',
    maxLength: '长度不能超过{n}个字符',
    min: '不能小于{n}',
    max: '不能大于{n}',
    minItems: '至少需要{n}项',
    maxItems: '最多{n}项',
    format: '格式不正确',
    oneOf: '取值不正确，可选值：{n}',
    mobile: '请输入正确的手机号',
    idCard: '请输入正确的18位身份证号码（校验位不符）',
    jsonObject: '须为 JSON 对象，例如 {"key": "value"}（不能是数组、数字或文本）',
    jsonLength: 'JSON 内容不能超过{n}个字符',
    invalid: '不正确',
    nullCharacter: '不能包含空字符（\\0）',
    bidiControl: '不能包含改变文字显示方向的控制字符（如 U+202E）',
    loneSurrogate: '包含无效字符（不成对的代理项）',
    realDate: '不是存在的日期',
    monthFrom1900: '须为 1900-01 及以后的月份（YYYY-MM）',
    nesting: '嵌套不能超过{n}层',
    money: '须为金额（元），最多两位小数（到分）',
    money4: '须为数值，最多四位小数',
    amount: '须为大于0、最多两位小数的金额（元），例如 120.50',
    usage: `须为0到${FEE_LIMITS.usage}之间、最多四位小数的用量`,
    separator: '；',
    body: '请求内容',
  },
  en: {
    required: 'is required',
    type: 'has the wrong type',
    empty: 'must not be empty',
    minLength: 'must be at least {n} characters',
    maxLength: 'must be at most {n} characters',
    min: 'must be at least {n}',
    max: 'must be at most {n}',
    minItems: 'needs at least {n} items',
    maxItems: 'allows at most {n} items',
    format: 'has the wrong format',
    oneOf: 'must be one of: {n}',
    mobile: 'must be a valid mobile number',
    idCard: 'must be a valid 18-digit ID card number (the check digit does not match)',
    jsonObject: 'must be a JSON object such as {"key": "value"} (not an array, a number or text)',
    jsonLength: 'must be at most {n} characters of JSON',
    invalid: 'is not valid',
    nullCharacter: 'must not contain a null character (\\0)',
    bidiControl: 'must not contain characters that change the text direction (such as U+202E)',
    loneSurrogate: 'contains an invalid character (a lone surrogate)',
    realDate: 'is not a date that exists',
    monthFrom1900: 'must be a month from 1900-01 on (YYYY-MM)',
    nesting: 'must not be nested more than {n} levels deep',
    money: 'must be an amount in yuan with at most two decimals (to the fen)',
    money4: 'must be a number with at most four decimals',
    amount: 'must be an amount in yuan above 0 with at most two decimals, e.g. 120.50',
    usage: `must be a usage from 0 to ${FEE_LIMITS.usage} with at most four decimals`,
    separator: '; ',
    body: 'the request body',
  },
};

function text(language: Language, key: string, n?: unknown): string {
  return (TEXTS[language][key] ?? key).replace('{n}', String(n));
}

function reason(issue: ValidationIssue, language: Language): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? text(language, 'required') : text(language, 'type');
    case 'too_small':
      if (p.origin === 'string') return Number(p.minimum) <= 1 ? text(language, 'empty') : text(language, 'minLength', p.minimum);
      if (p.origin === 'array' || p.origin === 'set') return text(language, 'minItems', p.minimum);
      return text(language, 'min', p.minimum);
    case 'too_big':
      if (p.origin === 'string') return text(language, 'maxLength', p.maximum);
      if (p.origin === 'array' || p.origin === 'set') return text(language, 'maxItems', p.maximum);
      return text(language, 'max', p.maximum);
    case 'invalid_format':
      return text(language, 'format');
    case 'null_character':
      return text(language, 'nullCharacter');
    case 'nesting':
      return text(language, 'nesting', p.maximum);
    case 'invalid_value':
      return Array.isArray(p.values) ? text(language, 'oneOf', p.values.join(', ')) : text(language, 'invalid');
    case 'custom': {
      if (
        issue.message === 'mobile' ||
        issue.message === 'idCard' ||
        issue.message === 'jsonObject' ||
        issue.message === 'realDate' ||
        issue.message === 'monthFrom1900' ||
        issue.message === 'bidiControl' ||
        issue.message === 'loneSurrogate' ||
        issue.message === 'money' ||
        issue.message === 'money4' ||
        issue.message === 'amount' ||
        issue.message === 'usage'
      )
        return text(language, issue.message);
      // A json field's length limit travels in the refinement's params.
      if (issue.message === 'jsonLength') return text(language, 'jsonLength', (p.params as { maximum?: number } | undefined)?.maximum);
      return text(language, 'invalid');
    }
    default:
      return text(language, 'invalid');
  }
}

/** Field-by-field messages in the user's language for a failed request validation. */
export function describeValidation(issues: ValidationIssue[], language: Language): FieldError[] {
  return issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || text(language, 'body');
    return { field, message: `${field} ${reason(issue, language)}` };
  });
}

export function joinFieldErrors(errors: FieldError[], language: Language): string {
  return errors.map((e) => e.message).join(text(language, 'separator'));
}

/** Names of body fields the schema does not allow (zod `.strict()` reports them as unrecognized keys). */
export function unknownFields(issues: ValidationIssue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.keyword !== 'unrecognized_keys' || !Array.isArray(issue.params.keys)) return [];
    const prefix = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return (issue.params.keys as string[]).map((key) => (prefix ? `${prefix}.${key}` : key));
  });
}

const NUL = '\u0000';

/**
 * How deep a request's JSON may nest (objects and arrays, the outermost counting 1). No form or API of the console
 * comes near it; a body nested thousands deep (a few kilobytes of `[[[[…`) is refused as bad input at once, before
 * any check or handler walks it (issue 21: the walk below used to recurse until the stack overflowed, a 500).
 */
export const MAX_NESTING = 64;

/** A value nested deeper than MAX_NESTING. */
export class TooDeeplyNested extends Error {
  constructor() {
    super('too deeply nested');
  }
}

/**
 * Every string (value or key) holding a null character, anywhere in a parsed body, query or route parameters:
 * PostgreSQL cannot store one in text, so it is refused as bad input before any handler sees it (issue 13).
 * Iterative, with the depth bounded (throws TooDeeplyNested), so no input can overflow the stack.
 */
export function nullCharacterIssues(value: unknown, path = '', found: ValidationIssue[] = []): ValidationIssue[] {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, path: at, depth } = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.push({ keyword: 'null_character', instancePath: at, message: '', params: {} });
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth >= MAX_NESTING) throw new TooDeeplyNested();
    const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
    // Pushed in reverse so the issues come out in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const childPath = `${at}/${key.replaceAll(NUL, '\\0')}`;
      if (key.includes(NUL)) found.push({ keyword: 'null_character', instancePath: childPath, message: '', params: {} });
      else stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return found;
}

/**
 * Refuses, with 40001 in the user's language naming the fields, any string of the given request parts that holds a
 * null character: the one check every route's body, query and parameters get (request-basics) and a multipart
 * upload's text fields and file names get once read.
 */
export function refuseNullCharacters(language: Language, ...parts: unknown[]): void {
  const issues: ValidationIssue[] = [];
  try {
    for (const part of parts) nullCharacterIssues(part, '', issues);
  } catch (error) {
    if (!(error instanceof TooDeeplyNested)) throw error;
    const fields = describeValidation([{ keyword: 'nesting', instancePath: '', message: '', params: { maximum: MAX_NESTING } }], language);
    throw new AppError('VALIDATION_FAILED', { detail: joinFieldErrors(fields, language), data: { fields } });
  }
  if (!issues.length) return;
  const fields = describeValidation(issues, language);
  throw new AppError('VALIDATION_FAILED', { detail: joinFieldErrors(fields, language), data: { fields } });
}
