// @vitest-environment jsdom
import { departmentResource, staffResource, type FieldDecl } from '@cvap/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole, startTestServer } from '../test-render.js';
import { renderCell } from './cells.js';
import { registerResources } from './registry.js';
import type { ResourceTexts } from './texts.js';

const server = startTestServer();

describe('a reference cell', () => {
  it('stays blank while its records load, then names the record, never showing the raw id', async () => {
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    server.answer(async ({ path }) => {
      if (!path.endsWith('/lookup')) return undefined;
      await loaded;
      return { data: { rows: [{ id: 5, label: '安保部', hint: null, residentialId: null, parentId: null }], more: false } };
    });
    registerResources([departmentResource]);
    const field = staffResource.fields.departmentId as FieldDecl;
    await renderInConsole(<span data-testid="cell">{renderCell(field, 5, {} as ResourceTexts)}</span>);
    const cell = screen.getByTestId('cell');
    // The lookup has been asked for and not answered: the cell is rendered, still loading.
    await waitFor(() => expect(server.received.some((call) => call.path.endsWith('/lookup'))).toBe(true));
    expect(cell.textContent).toBe('');
    release();
    expect(await screen.findByText('安保部')).toBe(cell);
  });
});
