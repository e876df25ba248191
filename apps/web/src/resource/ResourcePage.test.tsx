// @vitest-environment jsdom
import { permissionCode, roleResource, type Action } from '@cvap/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInConsole, testUser, startTestServer } from '../test-render.js';
import { ResourcePage } from './ResourcePage.js';

const server = startTestServer();

const ROWS = [
  { id: 1, code: 'admin', name: '系统管理员', nameEn: 'Administrator', description: null, enabled: 1, createdAt: '2026-01-02 08:00:00' },
  { id: 2, code: 'guard', name: '门岗', nameEn: 'Guard', description: '门岗值班', enabled: 0, createdAt: '2026-01-03 08:00:00' },
];

const granted = (...actions: Action[]) => testUser(actions.map((action) => permissionCode(roleResource, action)));

function answerRoles() {
  server.answer(({ method, path }) => {
    if (method === 'POST' && path === '/api/admin/role/query/page') return { data: { rows: ROWS, total: 2 } };
    if (method === 'GET' && path === '/api/admin/role/1') return { data: ROWS[0] };
    return undefined;
  });
}

describe('the generic list screen', () => {
  it('shows the declared list columns and the rows the page route answers, enum values as their labels', async () => {
    answerRoles();
    await renderInConsole(<ResourcePage decl={roleResource} />, { user: granted('view') });
    const table = await screen.findByTestId('resource-table');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      '角色编码',
      '角色名称',
      '英文名称',
      '描述',
      '状态',
      '创建时间',
      '操作',
    ]);
    await within(table).findByText('系统管理员');
    expect(within(table).getByText('门岗值班')).toBeTruthy();
    expect(within(table).getByText('启用')).toBeTruthy();
    expect(within(table).getByText('停用')).toBeTruthy();
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/role/query/page',
      body: { page: 1, sort: 'id', order: 'asc' },
    });
  });

  it('derives the search form from the searchable fields and sends what is typed as the page filters', async () => {
    answerRoles();
    await renderInConsole(<ResourcePage decl={roleResource} />, { user: granted('view') });
    await screen.findByText('系统管理员');
    const form = screen.getByTestId('resource-search');
    expect([...form.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['角色编码', '角色名称', '状态']);
    await userEvent.type(within(form).getByTestId('search-name'), ' 门岗 ');
    await userEvent.click(screen.getByTestId('resource-search-submit'));
    await waitFor(() => expect(server.received.at(-1)).toMatchObject({ body: { page: 1, name: '门岗' } }));
  });

  it('shows only the granted actions: no add, edit or delete for a user who may only view', async () => {
    answerRoles();
    await renderInConsole(<ResourcePage decl={roleResource} />, { user: granted('view') });
    await screen.findByText('系统管理员');
    expect(screen.getByTestId('row-detail-1')).toBeTruthy();
    expect(screen.queryByTestId('resource-add')).toBeNull();
    expect(screen.queryByTestId('row-edit-1')).toBeNull();
    expect(screen.queryByTestId('row-delete-1')).toBeNull();
  });

  it('opens the edit dialog on the record the get route answers', async () => {
    answerRoles();
    await renderInConsole(<ResourcePage decl={roleResource} />, { user: granted('view', 'edit') });
    await userEvent.click(await screen.findByTestId('row-edit-1'));
    const form = await screen.findByTestId('resource-form-2');
    await waitFor(() => expect(within(form).getByTestId<HTMLInputElement>('field-name').value).toBe('系统管理员'));
    expect(server.received.some((call) => call.method === 'GET' && call.path === '/api/admin/role/1')).toBe(true);
  });

  it.each([
    { language: 'zh_cn' as const, title: '新增角色', messages: ['请输入角色编码', '请输入角色名称', '请选择状态'] },
    { language: 'en' as const, title: 'Add role', messages: ['Please enter Role code', 'Please enter Role name', 'Please select Status'] },
  ])('asks for the required fields in the add dialog in $language, and sends nothing', async ({ language, title, messages }) => {
    answerRoles();
    await renderInConsole(<ResourcePage decl={roleResource} />, { language, user: granted('view', 'add') });
    await userEvent.click(await screen.findByTestId('resource-add'));
    const dialog = await screen.findByTestId('resource-dialog');
    expect(within(dialog).getByText(title)).toBeTruthy();
    await userEvent.click(screen.getByTestId('resource-dialog-ok'));
    for (const message of messages) expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(server.received.filter((call) => call.path === '/api/admin/role')).toEqual([]);
  });
});
