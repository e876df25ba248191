import { expect, test } from '@playwright/test';
import { cardResource, type Language } from '@cvap/contracts';
import { apiResidentialIds, apiLogin, apiPost, apiSetLanguage } from '../../support/api.js';
import { chooseResidential } from '../../support/header.js';
import { chooseOption, pickFirstOption, ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 23: picking the 住户 a card is for left the required 持卡人 empty. Picking a resident fills the holder's
 * name and phone from the resident's record (still editable).
 */
test.afterEach(async ({ request }) => apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn'));

for (const language of ['zh_cn', 'en'] as const satisfies readonly Language[]) {
  test(`picking the resident of a new card fills the holder's name and phone (${language})`, async ({ page, request }) => {
    await apiSetLanguage(request, await apiLogin(request, users.admin), language);
    await login(page, users.admin);
    await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
    const cards = new ResourcePage(page, cardResource, language);
    await cards.open();
    await cards.openAdd();
    const person = cards.formItem('personId');
    await pickFirstOption(page, person, null);
    const picked = (await person.locator('.ant-select').first().innerText())?.trim() ?? '';
    expect(picked).not.toBe('');
    await expect(cards.formItem('holderName').locator('input')).toHaveValue(picked);
    await expect(cards.formItem('holderPhone').locator('input')).toHaveValue(/^1\d{10}$/);
  });
}

/**
 * Issue 23: the head office acting for itself adding a visitor's card was answered "请选择所属社区" by a form that had
 * no community field. The form now asks for the community first, and the card is issued there.
 */
test('the head office acting for itself names the community of a visitor card in the form, and the card is issued there', async ({
  page,
  request,
}) => {
  await login(page, users.admin);
  const cards = new ResourcePage(page, cardResource);
  await cards.open();
  await cards.openAdd();
  const residential = cards.formItem('residentialId');
  await expect(residential).toBeVisible();
  await expect(residential.locator('.ant-form-item-required')).toHaveCount(1);
  await chooseOption(page, residential, demoResidentials.sunshineGarden.name);
  await chooseOption(page, cards.formItem('holderType'), '访客');
  const cardNo = String(3_900_000_000 + (Date.now() % 99_999_999));
  await cards.formItem('cardNo').locator('input').fill(cardNo);
  await cards.formItem('holderName').locator('input').fill('访客 王芳');
  await cards.fillField('validUntil', cardResource.fields.validUntil!, cardNo);
  await cards.saveDialog();
  await cards.setSearch('cardNo', cardNo);
  await cards.search();
  await expect(cards.row(cardNo)).toContainText('访客 王芳');
  const token = await apiLogin(request, users.admin);
  const found = await apiPost<{ rows: { residentialId: number; residentialIdLabel?: string }[] }>(
    request,
    token,
    '/api/door/card/query/page',
    {
      cardNo,
    },
  );
  const garden = (await apiResidentialIds(request, token)).get(demoResidentials.sunshineGarden.name)!;
  expect(found.rows.map((row) => row.residentialId)).toEqual([garden]);
});
