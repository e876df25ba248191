import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

const screensDir = join(import.meta.dirname, '..', 'artifacts', 'screens');

/** Saves a named screenshot of a major screen under artifacts/screens and attaches it to the report. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  const path = join(screensDir, `${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}
