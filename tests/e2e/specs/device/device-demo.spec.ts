import { expect, test } from '@playwright/test';
import { deviceUpgradeResource } from '@cvap/contracts';
import { apiDownload, apiLogin } from '../../support/api.js';
import { chooseResidential } from '../../support/header.js';
import { ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { demoResidentials, users } from '../../support/users.js';

/**
 * Issue 23, demo data: 设备升级 was empty, so a demo could not show an upgrade without first building a firmware
 * package. Each demo community has one, a real zip stored as an upload would be.
 */
test('the demo community lists a firmware package whose file downloads as a zip naming its version', async ({ page, request }) => {
  await login(page, users.admin);
  await chooseResidential(page, demoResidentials.sunshineGarden.companyId);
  const upgrades = new ResourcePage(page, deviceUpgradeResource);
  await upgrades.open();
  const row = upgrades.row('V2.3.1');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('固件');

  const token = await apiLogin(request, users.admin);
  const listed = await request.post('/api/property/deviceUpgrade/query/page', {
    headers: { Authorization: token, CompanyId: demoResidentials.sunshineGarden.companyId },
    data: { upgradeVersion: 'V2.3.1' },
  });
  const [upgrade] = ((await listed.json()) as { data: { rows: { upgradeUrl: string }[] } }).data.rows;
  const zip = await apiDownload(request, token, upgrade!.upgradeUrl);
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zip.toString('latin1')).toContain('"version": "V2.3.1"');
});
