// @vitest-environment jsdom
import { permissionCode, roleResource } from '@cvap/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInConsole, startTestServer, testUser } from '../test-render.js';
import type { SaveIntent } from './EditDialog.js';
import { ResourcePage } from './ResourcePage.js';

const server = startTestServer();
const ROLE = {
  id: 1,
  code: 'admin',
  name: '系统管理员',
  nameEn: 'Administrator',
  description: null,
  enabled: 1,
  createdAt: '2026-01-02 08:00:00',
};

function answerRoles() {
  server.answer(({ method, path }) => {
    if (path === '/api/admin/role/query/page') return { data: { rows: [ROLE], total: 1 } };
    if (path === '/api/admin/role/1') return { data: ROLE };
    return method === 'PUT' ? { data: ROLE } : undefined;
  });
}
const puts = () => server.received.filter((call) => call.method === 'PUT');

describe('a screen asking before its dialog saves (confirmBeforeSave)', () => {
  it('is asked with what the form would send; false keeps the dialog open and sends nothing, true saves', async () => {
    answerRoles();
    const asked: SaveIntent[] = [];
    let answer = false;
    const confirmBeforeSave = (intent: SaveIntent) => (asked.push(intent), Promise.resolve(answer));
    await renderInConsole(<ResourcePage decl={roleResource} overrides={{ confirmBeforeSave }} />, {
      user: testUser([permissionCode(roleResource, 'view'), permissionCode(roleResource, 'edit')]),
    });
    await userEvent.click(await screen.findByTestId('row-edit-1'));
    const form = await screen.findByTestId('resource-form-2');
    await waitFor(() => expect(within(form).getByTestId<HTMLInputElement>('field-name').value).toBe('系统管理员'));
    await userEvent.click(screen.getByTestId('resource-dialog-ok'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ mode: 2, row: { id: 1 }, body: { name: '系统管理员', enabled: 1 } });
    expect(puts()).toEqual([]);
    expect(screen.getByTestId('resource-dialog')).toBeTruthy();
    answer = true;
    await userEvent.click(screen.getByTestId('resource-dialog-ok'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(asked).toHaveLength(2);
  });

  it('is not asked when the form does not validate', async () => {
    answerRoles();
    const asked: SaveIntent[] = [];
    const confirmBeforeSave = (intent: SaveIntent) => (asked.push(intent), Promise.resolve(true));
    await renderInConsole(<ResourcePage decl={roleResource} overrides={{ confirmBeforeSave }} />, {
      user: testUser([permissionCode(roleResource, 'view'), permissionCode(roleResource, 'add')]),
    });
    await userEvent.click(await screen.findByTestId('resource-add'));
    await userEvent.click(await screen.findByTestId('resource-dialog-ok'));
    expect(await screen.findByText('请输入角色编码')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
