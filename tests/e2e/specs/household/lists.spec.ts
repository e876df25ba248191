import { expect, test } from '@playwright/test';
import { labelIn, personResource, staffResource, type FieldDecl } from '@cvap/contracts';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { ResourcePage } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { call, makeHouses, makeResident, token } from './household-support.js';

/**
 * The part of the generic walk that person and staff keep (walk.spec.ts leaves them out because their add,
 * edit and detail are inline pages): list, search, page size and export from the declaration; and the people
 * picker over the directory, used on the resident list to open a person's detail.
 */

for (const decl of [personResource, staffResource]) {
  test(`${decl.name}: the list searches, pages and exports with the declared columns`, async ({ page, baseURL, request }) => {
    await setTokenCookie(page.context(), baseURL!, await apiLogin(request, users.admin));
    const resource = new ResourcePage(page, decl);
    await resource.open();
    await resource.setSearch('name', 'e2e-no-such-record');
    const body = await resource.search();
    expect(body).toHaveProperty('name', 'e2e-no-such-record');
    await expect(resource.rows()).toHaveCount(0);
    await resource.resetSearch();
    expect(await resource.setPageSize(5)).toMatchObject({ page: 1, limit: 5 });
    const header = await resource.exportFirstRow();
    const columns = Object.entries(decl.fields as Record<string, FieldDecl>).filter(([, field]) => field.list && !field.secret);
    for (const [, field] of columns) expect(header.map((cell) => cell.replace(/\s*\*$/, ''))).toContain(labelIn(field.label, 'zh_cn'));
  });
}

test('the people picker finds a passed resident by building and name and opens their detail', async ({ page, baseURL, request }) => {
  const auth = await apiLogin(request, users.admin);
  const houses = await makeHouses(request, auth, '1001', ['501']);
  const name = `查找${token()}`;
  const id = await makeResident(request, auth, houses.apartments[0]!.id, name);
  // The directory lists passed registrations only.
  await call(request, auth, 'POST', '/api/door/person/review', { ids: [id], verdict: 'pass' });
  await setTokenCookie(page.context(), baseURL!, auth);
  await page.goto('/householdManager/householdReg');
  const picker = page.getByTestId('people-picker');
  // Filtered by the new building, searched by name.
  await picker.getByTestId('people-picker-building').getByRole('combobox').click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option')
    .filter({ hasText: houses.buildingName })
    .click();
  await picker.getByTestId('people-picker-search').getByRole('combobox').click();
  const directory = page.waitForRequest(
    (sent) =>
      new URL(sent.url()).pathname === '/api/door/directory/query' && (sent.postDataJSON() as { keyword?: string }).keyword === name,
  );
  await page.keyboard.type(name);
  expect((await directory).postDataJSON()).toMatchObject({ keyword: name, buildingId: houses.buildingId });
  await page.getByTestId(`people-option-person:${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/householdManager/detail\\?id=${id}$`));
  await expect(page.getByTestId('detail-name')).toHaveText(name);
});
