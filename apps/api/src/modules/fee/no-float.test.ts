import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No binary floating point on money: the fee module's code in every tier must not use the float tools
 * (parseFloat, toFixed, Math.round/floor/ceil, Number() on a value, decimal literals). ESLint's rule for the
 * same folders (eslint.config.js) catches it while editing; this test catches it in `pnpm test` too.
 */
describe('no floating point in the fee module', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const root = join(here, '../../../../..');
  const folders = ['packages/contracts/src/modules/fee', 'apps/api/src/modules/fee', 'apps/web/src/features/fee'];
  const forbidden: [RegExp, string][] = [
    [/\bparseFloat\s*\(/, 'parseFloat'],
    [/\.toFixed\s*\(/, 'toFixed'],
    [/\bMath\.(round|floor|ceil|trunc)\s*\(/, 'Math rounding'],
    [/\bNumber\s*\(/, 'Number()'],
    [/\bNumber\.parseFloat\b/, 'Number.parseFloat'],
    [/(?<![\w.'"`/-])\d+\.\d+(?![\w.'"`])/, 'a decimal literal'],
  ];

  function sources(folder: string): string[] {
    let entries: string[];
    try {
      entries = readdirSync(folder);
    } catch {
      return [];
    }
    return entries.flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('finds the money library among the checked files', () => {
    const files = folders.flatMap((folder) => sources(join(root, folder))).map((path) => relative(root, path));
    expect(files).toContain('packages/contracts/src/modules/fee/money/money.ts');
  });

  it('finds none of the floating-point tools in fee code', () => {
    const findings: string[] = [];
    for (const file of folders.flatMap((folder) => sources(join(root, folder)))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        const code = line
          .replace(/\/\*.*?\*\//g, '')
          .replace(/\/\/.*$/, '')
          .replace(/^\s*\/?\*.*$/, '');
        for (const [pattern, name] of forbidden)
          if (pattern.test(code)) findings.push(`${relative(root, file)}:${index + 1} ${name}: ${line.trim()}`);
      });
    }
    expect(findings).toEqual([]);
  });

  it('recognises floating point when it is there', () => {
    const sample = 'const total = parseFloat(text) * 1.5; amount.toFixed(2); Math.round(x);';
    expect(forbidden.filter(([pattern]) => pattern.test(sample)).map(([, name]) => name)).toEqual([
      'parseFloat',
      'toFixed',
      'Math rounding',
      'a decimal literal',
    ]);
  });
});
