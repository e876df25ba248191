import { expect, test } from '@playwright/test';
import { RESOURCES, type PageResult } from '@cvap/contracts';
import { apiLogin, apiPost, setTokenCookie } from '../../support/api.js';
import { ResourcePage, uniqueToken } from '../../support/resource-page.js';
import { users } from '../../support/users.js';

test('the user screen’s department tree lists the users of the chosen department and of its sub-departments', async ({
  page,
  baseURL,
  request,
}) => {
  const token = await apiLogin(request, users.admin);
  const name = uniqueToken();
  const department = (suffix: string, parentId?: number) =>
    apiPost<{ id: number }>(request, token, '/api/admin/department', { name: `${name}${suffix}`, ...(parentId ? { parentId } : {}) });
  const top = await department('总部');
  const middle = await department('分部', top.id);
  const bottom = await department('小组', middle.id);
  const roles = await apiPost<PageResult<{ id: number }>>(request, token, '/api/admin/role/query/page', { code: 'staff' });
  const member = (suffix: string, departmentId: number) =>
    apiPost(request, token, '/api/admin/user/add', {
      username: `${name}${suffix}`,
      name: `${name}${suffix}`,
      roleIds: [roles.rows[0]!.id],
      password: 'Start@2026',
      departmentId,
    });
  await member('top', top.id);
  await member('low', bottom.id);

  await setTokenCookie(page.context(), baseURL!, token);
  const screen = new ResourcePage(
    page,
    RESOURCES.find((decl) => decl.name === 'user')!,
  );
  await screen.open();
  const tree = page.getByTestId('resource-tree-panel');
  const filtered = screen.waitForPageQuery((body) => body.departmentId === top.id);
  await tree.getByText(new RegExp(`^${name}总部`)).click();
  await filtered;
  await screen.settled();
  await expect(screen.row(`${name}top`)).toHaveCount(1);
  await expect(screen.row(`${name}low`)).toHaveCount(1);

  const deeper = screen.waitForPageQuery((body) => body.departmentId === middle.id);
  // The chosen department's node is expanded to show its children.
  await tree.getByText(new RegExp(`^${name}分部`)).click();
  await deeper;
  await screen.settled();
  await expect(screen.row(`${name}low`)).toHaveCount(1);
  await expect(screen.row(`${name}top`)).toHaveCount(0);
});
