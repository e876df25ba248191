import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/session.js';
import { users } from '../support/users.js';

/** Collects Content-Security-Policy violations the page reports, as the browser sees them. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

test('the login page, the console and the help page load without any Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await login(page, users.admin);
  await expect(page.getByTestId('dashboard-home')).toBeVisible();
  await page.goto('/dashboard/helpPdf');
  await expect(page.getByTestId('help-pdf')).toBeVisible();
  expect(violations).toEqual([]);
});
