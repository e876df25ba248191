import type { EnumOption, FieldDecl, Label } from './types.js';

type Options = Omit<FieldDecl, 'kind' | 'label'>;

function field(kind: FieldDecl['kind']) {
  return (zh: string, en: string, options: Options = {}): FieldDecl => ({ kind, label: { zh, en }, ...options });
}

/** Field builders: `f.text('名称', 'Name', { required: true, list: true, search: 'like' })`. */
export const f = {
  id: (): FieldDecl => ({ kind: 'id', label: { zh: '编号', en: 'ID' }, form: 'hidden', sortable: true }),
  text: field('text'),
  textarea: field('textarea'),
  integer: field('integer'),
  decimal: field('decimal'),
  money: field('money'),
  boolean: field('boolean'),
  dict: field('dict'),
  date: field('date'),
  datetime: field('datetime'),
  phone: field('phone'),
  email: field('email'),
  idCard: field('idCard'),
  password: (zh: string, en: string, options: Options = {}): FieldDecl => ({
    kind: 'password',
    label: { zh, en },
    secret: true,
    ...options,
  }),
  reference: field('reference'),
  image: field('image'),
  file: field('file'),
  /** A JSON object (or nothing), edited as JSON text; at most `maxLength` characters serialized (default 2 000). */
  json: field('json'),
  enumOf: (options: readonly EnumOption[], zh: string, en: string, rest: Options = {}): FieldDecl => ({
    kind: 'enum',
    label: { zh, en },
    options,
    ...rest,
  }),
  createdAt: (): FieldDecl => ({
    kind: 'datetime',
    label: { zh: '创建时间', en: 'Created at' },
    form: 'readonly',
    list: true,
    sortable: true,
  }),
  updatedAt: (): FieldDecl => ({ kind: 'datetime', label: { zh: '更新时间', en: 'Updated at' }, form: 'readonly', sortable: true }),
};

/** Spec section 4's shared enumerations. */
export const ENABLE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '启用', en: 'Enabled', color: 'green' },
  { value: 0, zh: '停用', en: 'Disabled', color: 'default' },
];
export const FROZEN_OPTIONS: readonly EnumOption[] = [
  { value: 0, zh: '正常', en: 'Normal', color: 'green' },
  { value: 1, zh: '冻结', en: 'Frozen', color: 'red' },
];
export const PUBLISH_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '已发布', en: 'Published', color: 'green' },
  { value: 0, zh: '未发布', en: 'Unpublished', color: 'default' },
];
export const GENDER_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '男', en: 'Male' },
  { value: 2, zh: '女', en: 'Female' },
];

/**
 * The one place that picks a `{ zh, en }` text by language (`pnpm lint` forbids the inline choice elsewhere).
 * Bilingual texts are written as `{ zh, en }` tables, templates included, and read through it.
 */
export function labelIn(label: Label, language: 'zh_cn' | 'en'): string {
  // eslint-disable-next-line no-restricted-syntax -- the helper itself
  return language === 'en' ? label.en : label.zh;
}

/** A row named `name` in Chinese and `nameEn` in English (menus, elements): the English name when there is one. */
export function nameIn(named: { name: string; nameEn?: string | null }, language: 'zh_cn' | 'en'): string {
  return labelIn({ zh: named.name, en: named.nameEn || named.name }, language);
}
