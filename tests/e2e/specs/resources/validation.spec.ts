import { expect, test } from '@playwright/test';
import { RESOURCES, isWritable, maxLengthOf, type FieldDecl } from '@cvap/contracts';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { ResourcePage, resourceTexts, type AnyDecl } from '../../support/resource-page.js';
import { users } from '../../support/users.js';

/**
 * Bad input in the add dialog is shown under its field with spec section 5's messages. The fields are found
 * in the declarations: the first resource with a required text, a length-limited text and a phone field.
 */

function writableFields(decl: AnyDecl): [string, FieldDecl][] {
  return Object.entries(decl.fields as Record<string, FieldDecl>).filter(([, field]) => isWritable(field, 'create') && field.kind !== 'id');
}

const decl = RESOURCES.find((candidate) => {
  const fields = writableFields(candidate);
  return fields.some(([, f]) => f.kind === 'phone') && fields.some(([, f]) => f.kind === 'text' && f.required);
})!;
const fields = writableFields(decl);
const requiredText = fields.find(([, f]) => f.kind === 'text' && f.required)!;
const limitedText = fields.find(([name, f]) => f.kind === 'text' && name !== requiredText[0])!;
const phone = fields.find(([, f]) => f.kind === 'phone')!;
const zh = resourceTexts.zh_cn;

test.describe(`bad input in the ${decl.name} dialog`, () => {
  let resource: ResourcePage;

  test.beforeEach(async ({ page, request, baseURL }) => {
    await setTokenCookie(page.context(), baseURL!, await apiLogin(request, users.admin));
    resource = new ResourcePage(page, decl);
    await resource.open();
    await resource.openAdd();
  });

  const explain = (name: string) => resource.formItem(name).locator('.ant-form-item-explain');

  test(`a required field left empty says '${zh.enter('…')}'`, async () => {
    await resource.dialog.getByTestId('resource-dialog-ok').click();
    await expect(explain(requiredText[0])).toHaveText(zh.enter(resource.label(requiredText[0])));
    await expect(resource.dialog).toBeVisible();
  });

  test(`a text over its maximum length says '${zh.maxLength(0).replace('0', '{n}')}'`, async () => {
    const n = maxLengthOf(limitedText[1]);
    await resource
      .formItem(limitedText[0])
      .locator('input')
      .first()
      .fill('x'.repeat(n + 1));
    await expect(explain(limitedText[0])).toHaveText(zh.maxLength(n));
  });

  test(`a bad mobile number says '${zh.mobile}'`, async () => {
    await resource.formItem(phone[0]).locator('input').first().fill('12345678901');
    await expect(explain(phone[0])).toHaveText(zh.mobile);
    await resource.formItem(phone[0]).locator('input').first().fill('13812345678');
    await expect(explain(phone[0])).toHaveCount(0);
  });
});
