import type { EnumOption, FieldDecl, FieldKind, Label } from './types.js';

type Options = Omit<FieldDecl, 'kind' | 'label'>;

/** A field whose kind and options stay known to the type system: `RowOf` derives a row's types from them. */
export type TypedField<K extends FieldKind, O extends Options = Options> = FieldDecl & { kind: K } & O;

function field<const K extends FieldKind>(kind: K) {
  return <const O extends Options = Options>(zh: string, en: string, options: O = {} as O): TypedField<K, O> =>
    ({ kind, label: { zh, en }, ...options }) as TypedField<K, O>;
}

/** Field builders: `f.text('名称', 'Name', { required: true, list: true, search: 'like' })`. */
export const f = {
  id: (): TypedField<'id'> => ({ kind: 'id', label: { zh: '编号', en: 'ID' }, form: 'hidden', sortable: true }),
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
  password: (zh: string, en: string, options: Options = {}): TypedField<'password', { secret: true }> => ({
    kind: 'password',
    label: { zh, en },
    ...options,
    secret: true,
  }),
  reference: field('reference'),
  image: field('image'),
  file: field('file'),
  /** A JSON object (or nothing), edited as JSON text; at most `maxLength` characters serialized (default 2 000). */
  json: field('json'),
  enumOf: <const O extends Options = Options>(
    options: readonly EnumOption[],
    zh: string,
    en: string,
    rest: O = {} as O,
  ): TypedField<'enum', O> => ({ kind: 'enum', label: { zh, en }, options, ...rest }) as TypedField<'enum', O>,
  createdAt: (): TypedField<'datetime'> => ({
    kind: 'datetime',
    label: { zh: '创建时间', en: 'Created at' },
    form: 'readonly',
    list: true,
    sortable: true,
  }),
  updatedAt: (): TypedField<'datetime'> => ({
    kind: 'datetime',
    label: { zh: '更新时间', en: 'Updated at' },
    form: 'readonly',
    sortable: true,
  }),
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
