import { readFileSync } from 'node:fs';
import { RESOURCES } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_FILE, renderGlossary } from './glossary/glossary.js';

describe('docs/glossary.md', () => {
  it('is the table generated from the declarations, the menu catalogue and the registries (run pnpm glossary)', async () => {
    const current = readFileSync(GLOSSARY_FILE, 'utf8');
    const generated = await renderGlossary(current);
    expect(current, 'docs/glossary.md is out of date: run pnpm glossary').toBe(generated);
    const rows = generated.split('\n').filter((line) => /^\| `[^`]+` \| `[^`]+` \| `/.test(line));
    expect(rows).toHaveLength(RESOURCES.length);
  });
});
