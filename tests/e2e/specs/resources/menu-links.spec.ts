import { expect, test, type APIRequestContext } from '@playwright/test';
import { labelIn, MENU_FUNCTION_TYPE_OPTIONS, menuResource, roleResource, SystemEndpoints } from '@cvap/contracts';
import { apiLogin, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { chooseLanguage, shell } from '../../support/header.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';
import { chooseOption, ResourcePage, uniqueToken } from '../../support/resource-page.js';

/**
 * A menu entry whose function type is "external link" (外部链接): added in menuMng, granted in roleMng's grant
 * tree, it shows in the side menu with a marker and opens its address in a new window, leaving the console
 * where it was (docs/decisions/0006).
 */

const option = (value: string, language: 'zh_cn' | 'en') =>
  labelIn(
    MENU_FUNCTION_TYPE_OPTIONS.find((o) => o.value === value)!,
    language,
  );

/** Deletes the test's menus by code through the API, whatever the test got to. */
async function removeMenus(request: APIRequestContext, token: string, codes: string[]): Promise<void> {
  for (const code of codes) {
    const response = await request.post('/api/admin/menu/query/page', { headers: { authorization: token }, data: { code } });
    const rows = ((await response.json()) as { data: { rows: { id: number }[] } }).data.rows;
    for (const row of rows) await request.delete(`/api/admin/menu/${row.id}`, { headers: { authorization: token } });
  }
}

test.describe('menu entries that are external links', () => {
  test('added in menuMng, granted in roleMng, opened from the side menu in a new window', async ({ page, context, baseURL, request }) => {
    const token = await apiLogin(request, users.admin);
    await setTokenCookie(context, baseURL!, token);
    const name = `外链${uniqueToken()}`.slice(0, 20);
    const code = `systemManager:${name}`;
    const href = `${baseURL}/api/health`;
    try {
      // menuMng: a menu under the system section, function type 外部链接, the app's own health address.
      const menus = new ResourcePage(page, menuResource);
      await menus.open();
      await expect(menus.table.locator('thead')).toContainText('功能类型');
      await menus.openAdd();
      // A new entry starts as a console page.
      await expect(menus.formItem('functionType').locator('.ant-select').first()).toContainText(option('route', 'zh_cn'));
      await chooseOption(page, menus.formItem('parentId'), '系统管理', true);
      await menus.formItem('name').locator('input').fill(name);
      await menus.formItem('nameEn').locator('input').fill(`Link ${name}`);
      await menus.formItem('code').locator('input').fill(code);
      await chooseOption(page, menus.formItem('type'), '菜单');
      await chooseOption(page, menus.formItem('functionType'), '外部链接');
      // A relative address is refused by the server with its reason under the field; nothing is saved.
      await menus.formItem('href').locator('input').fill('/api/health');
      await menus.dialog.getByTestId('resource-dialog-ok').click();
      await expect(menus.formItem('href').locator('.ant-form-item-explain')).toContainText(
        '外部链接须填写以 http:// 或 https:// 开头的完整地址',
      );
      await menus.formItem('href').locator('input').fill(href);
      await menus.saveDialog();
      await menus.setSearch('code', code);
      await menus.search();
      await expect(menus.rows()).toHaveCount(1);
      await expect(menus.rows().first()).toContainText('外部链接');
      await expect(menus.rows().first()).toContainText(href);

      // roleMng: the administrator role's grant tree has the new entry, granted already (a menu made at run time
      // goes to the administrator role; nobody edits the grants of a role they hold, docs/decisions/0012).
      const roles = new ResourcePage(page, roleResource);
      await roles.open();
      const adminRole = roles.rows().filter({ hasText: '系统管理员' }).first();
      const roleId = await roles.rowId(adminRole);
      await roles.root.getByTestId(`role-grants-${roleId}`).click();
      const grants = page.getByTestId('grants-dialog');
      const node = grants.locator('.ant-tree-treenode').filter({ hasText: new RegExp(`^${name}$`) });
      await expect(node).toHaveCount(1);
      await node.scrollIntoViewIfNeeded();
      await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
      await grants.getByTestId('grants-save').click();
      await expect(grants).toBeHidden();

      // After a reload the side menu of the system section holds the entry, marked as external.
      await page.reload();
      const side = page.getByTestId('side-menu');
      const entry = side.locator('.ant-menu-item').filter({ hasText: name });
      await expect(entry).toBeVisible();
      await expect(entry.getByTestId(`menu-external-${code}`)).toBeVisible();

      const consoleUrl = page.url();
      const tabs = page.getByTestId('page-tabs').getByRole('tab');
      const tabTexts = await tabs.allInnerTexts();
      const [popup] = await Promise.all([context.waitForEvent('page'), entry.click()]);
      await popup.waitForURL(href);
      expect(popup.url()).toBe(href);
      await expect(popup.locator('body')).toContainText('"status"');
      await popup.close();

      // The console stays where it was: same address, same tabs, the entry not selected.
      expect(page.url()).toBe(consoleUrl);
      await expect(tabs).toHaveText(tabTexts);
      await expect(entry).not.toHaveClass(/ant-menu-item-selected/);
    } finally {
      await removeMenus(request, token, [code]);
    }
  });

  test('a top-level section holding only external links drops them down in the top menu, and one opens in a new window', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const token = await apiLogin(request, users.admin);
    await setTokenCookie(context, baseURL!, token);
    const headers = { authorization: token };
    const name = `链接区${uniqueToken()}`.slice(0, 20);
    const codes = [`${name}:help`, name];
    const href = `${baseURL}/api/health`;
    try {
      const created = async (data: Record<string, unknown>) =>
        ((await (await request.post('/api/admin/menu', { headers, data })).json()) as { data: { id: number } }).data.id;
      const sectionId = await created({ name, nameEn: `Links ${name}`, code: name, type: 'section', sortNo: 1 });
      const linkId = await created({
        parentId: sectionId,
        name: `${name}帮助`,
        nameEn: `Help ${name}`,
        code: `${name}:help`,
        type: 'menu',
        functionType: 'link',
        href,
      });
      const roles = (await (await request.post('/api/admin/role/query/page', { headers, data: { name: '系统管理员' } })).json()) as {
        data: { rows: { id: number }[] };
      };
      const granted = await request.post(SystemEndpoints.menuBatch.path, {
        headers,
        data: { roleIds: [roles.data.rows[0]!.id], menuIds: [sectionId, linkId], grant: true },
      });
      expect(((await granted.json()) as { status: number }).status).toBe(200);

      await page.goto('/');
      const section = shell(page).topMenu.locator(':scope > li').filter({ hasText: name });
      await expect(section).toBeVisible();
      const consoleUrl = page.url();
      await section.hover();
      const entry = page.locator('.ant-menu-submenu-popup .ant-menu-item').filter({ hasText: `${name}帮助` });
      await expect(entry.getByTestId(`menu-external-${name}:help`)).toBeVisible();
      const [popup] = await Promise.all([context.waitForEvent('page'), entry.click()]);
      await popup.waitForURL(href);
      await popup.close();
      expect(page.url()).toBe(consoleUrl);
    } finally {
      await removeMenus(request, token, codes);
    }
  });

  test('a seeded menu’s attributes show as JSON in its detail and survive an edit unchanged', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const token = await apiLogin(request, users.admin);
    await setTokenCookie(context, baseURL!, token);
    const code = 'houseManager:houseManager';
    const stored = async () => {
      const response = await request.post('/api/admin/menu/query/page', { headers: { authorization: token }, data: { code } });
      return ((await response.json()) as { data: { rows: { id: number; attributes: unknown; sortNo: number }[] } }).data.rows[0]!;
    };
    const before = await stored();
    expect(before.attributes).toMatchObject({ inline: expect.any(Array) });

    const menus = new ResourcePage(page, menuResource);
    await menus.open();
    await menus.setSearch('code', code);
    await menus.search();
    await expect(menus.rows()).toHaveCount(1);
    const id = await menus.rowId(menus.rows().first());
    await menus.root.getByTestId(`row-detail-${id}`).click();
    await menus.dialogLoaded('resource-form-1');
    const shown = menus.formItem('attributes').locator('textarea');
    await expect(shown).toBeDisabled();
    expect(JSON.parse(await shown.inputValue())).toEqual(before.attributes);
    await menus.dialog.getByTestId('resource-dialog-ok').click();
    await expect(menus.dialog).toBeHidden();

    // An edit of another field sends the attributes back as they were.
    const sortNo = menus.formItem('sortNo').locator('input');
    await menus.root.getByTestId(`row-edit-${id}`).click();
    await menus.dialogLoaded('resource-form-2');
    await sortNo.fill(String(before.sortNo + 1));
    await menus.saveDialog();
    const after = await stored();
    expect(after.sortNo).toBe(before.sortNo + 1);
    expect(after.attributes).toEqual(before.attributes);
    await request.put(`/api/admin/menu/${id}`, { headers: { authorization: token }, data: { ...pick(after), sortNo: before.sortNo } });
  });

  test('in English: the field, its options and the server’s refusal of a javascript: address', async ({ page, request }) => {
    await login(page, users.admin);
    await chooseLanguage(page, 'en');
    try {
      const menus = new ResourcePage(page, menuResource, 'en');
      await menus.open();
      await expect(menus.table.locator('thead')).toContainText('Function type');
      await menus.openAdd();
      await expect(menus.formItem('functionType').locator('.ant-select').first()).toContainText(option('route', 'en'));
      await menus.formItem('attributes').locator('textarea').fill('[1, 2]');
      const name = `L${uniqueToken()}`.slice(0, 20);
      await menus.formItem('name').locator('input').fill(name);
      await menus.formItem('nameEn').locator('input').fill(name);
      await menus.formItem('code').locator('input').fill(`systemManager:${name}`);
      await chooseOption(page, menus.formItem('type'), 'Menu');
      await chooseOption(page, menus.formItem('functionType'), 'External link');
      await menus.formItem('href').locator('input').fill('javascript:alert(1)');
      await menus.dialog.getByTestId('resource-dialog-ok').click();
      // The console checks the attributes itself; the address only the server can judge.
      await expect(menus.formItem('attributes').locator('.ant-form-item-explain')).toHaveText(
        'Please enter a JSON object such as {"key": "value"}',
      );
      await menus.formItem('attributes').locator('textarea').fill('{"badge": "new"}');
      await menus.dialog.getByTestId('resource-dialog-ok').click();
      await expect(menus.formItem('href').locator('.ant-form-item-explain')).toHaveText(
        'an external link needs a full address starting with http:// or https://',
      );
      await menus.dialog.getByRole('button', { name: 'Cancel' }).click();
      // What was typed is dropped only once confirmed (issue 23).
      await page.locator('.ant-modal-confirm').getByTestId('discard-confirm').click();
      await expect(menus.dialog).toBeHidden();
      await expectNoRecord(menus, name);
    } finally {
      await apiSetLanguage(request, await apiLogin(request, users.admin), 'zh_cn');
    }
  });
});

/** The writable fields of a menu row (what an update sends back). */
function pick(row: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, code: _code, createdAt: _createdAt, ...rest } = row;
  return rest;
}

/** Nothing was saved under this name. */
async function expectNoRecord(menus: ResourcePage, name: string): Promise<void> {
  await menus.setSearch('name', name);
  await menus.search();
  await expect(menus.rows()).toHaveCount(0);
}
