import { expect, test } from '@playwright/test';
import { labelIn, personResource, staffResource, type FieldDecl } from '@cvap/contracts';
import { apiLogin, setTokenCookie } from '../../support/api.js';
import { ResourcePage } from '../../support/resource-page.js';
import { users } from '../../support/users.js';

/**
 * The part of the generic walk that person and staff keep (walk.spec.ts leaves them out because their add,
 * edit and detail are inline pages): list, search, page size and export from the declaration. (The people
 * picker left the resident list's toolbar, where it repeated the search form: issue 12.)
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
