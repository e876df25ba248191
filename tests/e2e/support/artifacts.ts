import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

const screensDir = join(import.meta.dirname, '..', 'artifacts', 'screens');

/** Lets antd's enter animations (popovers, dialogs, notices) finish so the picture shows the settled screen. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/** Saves a named screenshot of a major screen under artifacts/screens and attaches it to the report. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  const path = join(screensDir, `${name}.png`);
  await settleAnimations(page);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}
