import { apiLogin } from '../../support/api.js';
import { SITE_REGISTER_PATH } from '../../support/paths.js';
import { expect, expectPickerOffers, test } from '../../support/refusals.js';
import { chooseOption, pickFirstOption } from '../../support/resource-page.js';
import { users } from '../../support/users.js';
import { uniqueMobile } from '../door/door-setup.js';
import { companyWithHost, kioskCompanyLabel } from '../visitor/visitor-support.js';
import { startDay } from './role-day.js';

/**
 * 访客机01 (kiosk01), the on-site registration kiosk of 星河科创园 (1003), through a visitor's arrival in Chinese: the
 * emulated ID card and camera of the e2e stack's hardware helper, the company and host pickers offering
 * something, the visitor registered. Nothing the kiosk does is refused.
 */

function formItem(page: import('@playwright/test').Page, label: string) {
  return page.locator('.kiosk-form .ant-form-item').filter({ has: page.locator('.ant-form-item-label label', { hasText: label }) });
}

// A person's day logs in through the form and saves through dialogs: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('registers a walk-in visitor with the emulated ID card and camera; the company and host pickers offer choices', async ({
  page,
  request,
  refusals,
}) => {
  // A company with a host (other specs add companies without employees to the campus; the list is virtual, so typed).
  const { company } = await companyWithHost(request, await apiLogin(request, users.admin));
  await startDay(page, request, users.kiosk01);
  await expect(page).toHaveURL((url) => url.pathname === SITE_REGISTER_PATH);
  await expect(page.getByTestId('kiosk-title')).toHaveText('现场登记');
  await refusals.apiSettled();

  refusals.during('kiosk: reading the ID card and taking the photo');
  await page.getByTestId('kiosk-read-id').click();
  await expect(page.getByTestId('kiosk-portrait')).toBeVisible();
  await expect(page.getByTestId('kiosk-guest-name')).not.toHaveValue('');
  await page.getByTestId('kiosk-take-photo').click();
  await expect(page.getByTestId('kiosk-photo')).toBeVisible();
  await page.getByTestId('kiosk-visit-phone').fill(uniqueMobile());

  refusals.during('kiosk: company and host pickers');
  await expectPickerOffers(page, formItem(page, '被访企业'));
  await chooseOption(page, formItem(page, '被访企业'), kioskCompanyLabel(company), true);
  await expectPickerOffers(page, formItem(page, '被访人'));
  await pickFirstOption(page, formItem(page, '被访人'), null);

  refusals.during('kiosk: submitting the registration');
  await page.getByTestId('kiosk-submit').click();
  await expect(page.getByTestId('kiosk-success')).toContainText('登记成功');
  await expect(page.getByTestId('kiosk-visit-number')).toHaveText(/来访编号：\S+/);
  await page.getByTestId('kiosk-next').click();
  await expect(page.getByTestId('kiosk-guest-name')).toHaveValue('');
});
