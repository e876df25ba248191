import { f } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { DialogMode, fieldRules, type FieldRule } from './form-rules.js';
import { realTranslate } from './test-translate.js';

const zh = realTranslate('zh_cn');
const en = realTranslate('en');

async function failures(rules: FieldRule[], value: unknown): Promise<string[]> {
  const messages: string[] = [];
  for (const rule of rules) {
    if (rule.validator) await rule.validator(rule, value).catch((e: Error) => messages.push(e.message));
  }
  return messages;
}

describe('form rules derived from field declarations', () => {
  it('asks to enter a required text, select a required choice and upload a required file', () => {
    expect(fieldRules(f.text('名称', 'Name', { required: true }), '名称', zh)[0]).toMatchObject({
      required: true,
      message: '请输入名称',
      whitespace: true,
    });
    expect(fieldRules(f.dict('类型', 'Type', { required: true, dict: 'x' }), '类型', zh)[0]?.message).toBe('请选择类型');
    expect(fieldRules(f.image('头像', 'Portrait', { required: true }), '头像', zh)[0]?.message).toBe('请上传头像');
    expect(fieldRules(f.text('名称', 'Name', { required: true }), 'Name', en)[0]?.message).toBe('Please enter Name');
    expect(fieldRules(f.enumOf([{ value: 1, zh: 'a', en: 'a' }], '状态', 'Status', { required: true }), 'Status', en)[0]?.message).toBe(
      'Please select Status',
    );
    expect(fieldRules(f.file('附件', 'Attachment', { required: true }), 'Attachment', en)[0]?.message).toBe('Please upload Attachment');
  });

  it('asks to enter a required number without treating the number as blank text', () => {
    // antd's validator applies `whitespace` as a string check: a filled-in number failed it as "please enter".
    for (const field of [f.integer('优先级', 'Priority', { required: true }), f.decimal('面积', 'Area', { required: true })]) {
      const [required] = fieldRules(field, '优先级', zh);
      expect(required).toMatchObject({ required: true, message: '请输入优先级' });
      expect(required).not.toHaveProperty('whitespace');
    }
  });

  it('limits text to 20 characters by default, or the declared length', () => {
    expect(fieldRules(f.text('名称', 'Name'), '名称', zh)).toContainEqual({ max: 20, message: '最大长度为20个字符' });
    expect(fieldRules(f.text('名称', 'Name', { maxLength: 64 }), 'Name', en)).toContainEqual({
      max: 64,
      message: 'Max length is 64 characters',
    });
  });

  it('accepts an empty mobile number and refuses a malformed one with the spec message', async () => {
    const rules = fieldRules(f.phone('手机', 'Mobile'), '手机', zh);
    expect(await failures(rules, '')).toEqual([]);
    expect(await failures(rules, '13812345678')).toEqual([]);
    expect(await failures(rules, '12812345678')).toEqual(['请输入正确的手机号码']);
    expect(await failures(fieldRules(f.phone('手机', 'Mobile'), 'Mobile', en), '138')).toEqual(['Please enter the correct mobile number']);
  });

  it('checks the ID card check character', async () => {
    const rules = fieldRules(f.idCard('身份证', 'ID card'), '身份证', zh);
    expect(await failures(rules, '11010519491231002X')).toEqual([]);
    expect(await failures(rules, '110105194912310021')).toEqual(['请输入正确的身份证号码']);
  });

  it('checks e-mail addresses', () => {
    expect(fieldRules(f.email('邮箱', 'Email'), 'Email', en)).toContainEqual({
      type: 'email',
      message: 'Please enter a valid email address',
    });
  });

  it('lets a required secret stay empty on edit, and validates nothing in detail mode', () => {
    const password = f.password('密码', 'Password', { required: true });
    expect(fieldRules(password, '密码', zh, DialogMode.add).some((r) => r.required)).toBe(true);
    expect(fieldRules(password, '密码', zh, DialogMode.edit).some((r) => r.required)).toBe(false);
    expect(fieldRules(f.text('名称', 'Name', { required: true }), '名称', zh, DialogMode.detail)).toEqual([]);
  });

  it('requires at least one value of a required multiple choice', () => {
    expect(
      fieldRules(f.reference('角色', 'Roles', { required: true, multiple: true, ref: { resource: 'role' } }), '角色', zh)[0],
    ).toMatchObject({ type: 'array', message: '请选择角色' });
  });

  it('accepts JSON text of an object in a json field and refuses arrays, scalars, broken JSON and long values', async () => {
    const field = f.json('属性', 'Attributes', { maxLength: 20 });
    const zhRules = fieldRules(field, '属性', zh);
    expect(await failures(zhRules, '')).toEqual([]);
    expect(await failures(zhRules, '{"inline": [1]}')).toEqual([]);
    expect(await failures(zhRules, '[1, 2]')).toEqual(['请输入 JSON 对象，例如 {"key": "value"}']);
    expect(await failures(zhRules, '42')).toEqual(['请输入 JSON 对象，例如 {"key": "value"}']);
    expect(await failures(fieldRules(field, 'Attributes', en), '{inline: 1')).toEqual([
      'Please enter a JSON object such as {"key": "value"}',
    ]);
    expect(await failures(fieldRules(field, 'Attributes', en), '{"text": "0123456789abc"}')).toEqual([
      'The JSON must be at most 20 characters',
    ]);
  });
});
