import { expect, test } from '@playwright/test';
import { userResource } from '@cvap/contracts';
import { apiLogin, apiSetLanguage } from '../../support/api.js';
import { ResourcePage } from '../../support/resource-page.js';
import { login } from '../../support/session.js';
import { users } from '../../support/users.js';

/** Issue 12 item 5 (the user form): 状态 starts enabled on add; editing, the password says blank keeps it. */
const texts = {
  zh_cn: { enabled: '启用', keep: '留空则不修改密码' },
  en: { enabled: 'Enabled', keep: 'Leave blank to keep the current password' },
} as const;

for (const language of ['zh_cn', 'en'] as const) {
  test(`the user dialog: status enabled on add, "leave blank to keep" on the password when editing (${language})`, async ({ page }) => {
    const token = await apiLogin(page.request, users.admin);
    await apiSetLanguage(page.request, token, language);
    try {
      await login(page, users.admin);
      const list = new ResourcePage(page, userResource, language);
      await list.open();
      await list.openAdd();
      await expect(list.formItem('enabled')).toContainText(texts[language].enabled);
      await expect(list.formItem('password').locator('input')).not.toHaveAttribute('placeholder', texts[language].keep);
      await list.dialog.locator('.ant-modal-close').click();
      await expect(list.dialog).toBeHidden();

      const id = await list.rowId(list.rows().first());
      await list.root.getByTestId(`row-edit-${id}`).click();
      await list.dialogLoaded('resource-form-2');
      await expect(list.formItem('password').locator('input')).toHaveAttribute('placeholder', texts[language].keep);
    } finally {
      await apiSetLanguage(page.request, token, 'zh_cn');
    }
  });
}
