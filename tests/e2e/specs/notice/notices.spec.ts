import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '@cvap/contracts';
import { apiLogin, apiPost, apiSetLanguage, setTokenCookie } from '../../support/api.js';
import { expectNoticeFrom } from '../../support/notices.js';
import { chooseOption } from '../../support/resource-page.js';
import { users, type DemoUser } from '../../support/users.js';
import { fixtures, formItem, listRow, token } from '../household/household-support.js';
import { closeOpenedContexts } from '../../support/contexts.js';

// A second browser this file opens is closed after each test, passed or failed.
test.afterEach(async ({ browser, context }) => closeOpenedContexts(browser, context));

/**
 * Notices end to end in the browser: a community manager writes one in the rich-text editor with a picture
 * uploaded through the file service, publishes it, pins it, schedules another that the scheduler publishes;
 * each reader is counted once; a body carrying script is shown harmlessly.
 */

const texts = {
  zh_cn: {
    add: '新增',
    saved: '保存成功',
    published: '公告已发布',
    saveAndPublish: '保存并发布',
    save: '保存',
    statusPublished: '已发布',
    statusDraft: '未发布',
    pinned: '置顶',
    label: { title: '标题', audience: '发布范围', scheduledAt: '定时发布', top: '置顶', body: '正文' },
    readers: (n: number) => `阅读记录 (${n})`,
  },
  en: {
    add: 'Add',
    saved: 'Saved',
    published: 'The notice is published',
    saveAndPublish: 'Save and publish',
    save: 'Save',
    statusPublished: 'Published',
    statusDraft: 'Unpublished',
    pinned: 'Pinned',
    label: { title: 'Title', audience: 'Audience', scheduledAt: 'Scheduled for', top: 'Pinned', body: 'Body' },
    readers: (n: number) => `Readers (${n})`,
  },
} as const;

async function signIn(
  page: Page,
  baseURL: string,
  request: APIRequestContext,
  language: Language,
  user: DemoUser = users.lihua,
): Promise<string> {
  const auth = await apiLogin(request, user);
  await apiSetLanguage(request, auth, language);
  await setTokenCookie(page.context(), baseURL, auth);
  return auth;
}

/** A time `seconds` from now as the console's date-time fields take it (China Standard Time). */
function cstFromNow(seconds: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

test.afterEach(async ({ request }) => {
  for (const user of [users.admin, users.lihua]) await apiSetLanguage(request, await apiLogin(request, user), 'zh_cn');
});

for (const language of ['zh_cn', 'en'] as const) {
  const t = texts[language];

  test(`[${language}] a notice is written with a picture, published, pinned and read: each reader counted once`, async ({
    page,
    baseURL,
    request,
    browser,
  }) => {
    await signIn(page, baseURL!, request, language);
    await page.goto('/noticeManager/index');
    const add = page.getByTestId('resource-page-notice').getByTestId('resource-add');
    await expect(add).toHaveText(t.add);
    await add.click();
    await expect(page).toHaveURL(/\/noticeManager\/add$/);
    // Issue 23: the editor's picture input is a toolbar button's, never a bare browser control under the editor.
    await expect(page.getByTestId('editor-image-file')).toBeHidden();

    const title = `停电检修通知${token()}`;
    await formItem(page, t.label.title).locator('input').fill(title);
    const editor = page.getByTestId('notice-editor');
    await editor.click();
    await page.keyboard.type('周六上午 9 点至 11 点停电检修。');
    await page.keyboard.press('Control+A');
    await page.getByTestId('editor-bold').click();
    await page.keyboard.press('End');
    await page.getByTestId('editor-image-file').setInputFiles(fixtures.png);
    await expect(editor.locator('img')).toBeVisible();
    await expect.poll(() => editor.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoticeFrom(page, t.published, () => page.getByTestId('notice-save-publish').click());

    await expect(page).toHaveURL(/\/noticeManager\/index$/);
    const row = listRow(page, 'resource-table', title);
    await expect(row).toContainText(t.statusPublished);
    const id = await row.getAttribute('data-row-key');

    // The reader's view: the body as written (bold text, the picture read with the token); opening it counts once.
    await row.getByTestId(`row-detail-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`/noticeManager/detail\\?id=${id}$`));
    const body = page.getByTestId('notice-body');
    await expect(body.locator('b, strong')).toContainText('停电检修');
    await expect.poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('notice-readers')).toContainText(t.readers(1));
    await expect(page.getByTestId('detail-readCount')).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('notice-readers')).toContainText(t.readers(1));

    // Another reader (the head office) raises the count once.
    const other = await browser.newContext({ baseURL: baseURL!, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const adminPage = await other.newPage();
    await signIn(adminPage, baseURL!, request, language, users.admin);
    await adminPage.goto(`/noticeManager/detail?id=${id}`);
    await expect(adminPage.getByTestId('notice-readers')).toContainText(t.readers(2));
    await other.close();
    await page.reload();
    await expect(page.getByTestId('notice-readers')).toContainText(users.admin.name);
    await expect(page.getByTestId('detail-readCount')).toHaveText('2');

    // Pinned: edited from the list, then listed first.
    await page.goto('/noticeManager/index');
    await listRow(page, 'resource-table', title).getByTestId(`row-edit-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`/noticeManager/edit\\?id=${id}$`));
    await expect(page.getByTestId('notice-editor')).toContainText('停电检修');
    await chooseOption(page, formItem(page, t.label.top), t.pinned);
    await expectNoticeFrom(page, t.saved, () => page.getByTestId('notice-save').click());
    await expect(page).toHaveURL(/\/noticeManager\/index$/);
    await expect(page.getByTestId('resource-table').locator('tbody tr.ant-table-row').first()).toContainText(title);
  });

  test(`[${language}] a scheduled notice stays unpublished until its time, then the scheduler publishes it`, async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, baseURL!, request, language);
    await page.goto('/noticeManager/add');
    const title = `定时公告${token()}`;
    await formItem(page, t.label.title).locator('input').fill(title);
    await page.getByTestId('notice-editor').click();
    await page.keyboard.type('下周一起小区东门改为单向通行。');
    const when = cstFromNow(20);
    const picker = formItem(page, t.label.scheduledAt).locator('input');
    await picker.click();
    await picker.fill(when);
    await picker.press('Enter');
    await expectNoticeFrom(page, t.saved, () => page.getByTestId('notice-save').click());
    await expect(page).toHaveURL(/\/noticeManager\/index$/);
    const row = listRow(page, 'resource-table', title);
    await expect(row).toContainText(t.statusDraft);
    await expect(row).toContainText(when);
    // The publishing job runs every 15 seconds: within about 35 seconds of saving, the list shows it published.
    await expect
      .poll(
        async () => {
          await page.reload();
          const current = listRow(page, 'resource-table', title);
          await expect(current).toBeVisible();
          return (await current.textContent()) ?? '';
        },
        { timeout: 60_000, intervals: [3_000] },
      )
      .toContain(t.statusPublished);
  });

  test(`[${language}] the head office's notice for the whole company reaches a community's board and counts its reader`, async ({
    page,
    baseURL,
    request,
  }) => {
    const admin = await apiLogin(request, users.admin);
    const title = `全公司通知${token()}`;
    const created = await apiPost<{ id: number }>(request, admin, '/api/property/notice', {
      title,
      audience: 'company',
      body: '<p>年度消防演练安排</p>',
    });
    await apiPost(request, admin, `/api/property/notice/${created.id}/publish`, { status: 1 });
    await signIn(page, baseURL!, request, language);
    let readersAsked = false;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/property/notice/${created.id}/readers`) readersAsked = true;
    });
    await page.goto('/noticeManager/index');
    // Not hers to manage: not in her list; on her board.
    await expect(page.getByTestId('resource-page-notice')).toBeVisible();
    await expect(listRow(page, 'resource-table', title)).toHaveCount(0);
    await page.getByTestId('notice-board-tab').click();
    await page.getByTestId(`board-notice-${created.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/noticeManager/detail\\?id=${created.id}$`));
    await expect(page.getByTestId('notice-body')).toContainText('年度消防演练安排');
    await expect(page.getByTestId('detail-readCount')).toHaveText('1');
    await expect(page.getByTestId('notice-readers')).toHaveCount(0);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    // Issue 23: hers to read, not to edit: no 编辑 that would answer 公告不存在, and no readers asked for (a 404).
    await expect(page.getByTestId('detail-edit')).toHaveCount(0);
    expect(readersAsked).toBe(false);
  });

  test(`[${language}] a notice body carrying script is stored and shown harmlessly`, async ({ page, baseURL, request }) => {
    const auth = await signIn(page, baseURL!, request, language, users.admin);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const created = await apiPost<{ id: number }>(request, auth, '/api/property/notice', {
      title: `安全测试${token()}`,
      audience: 'company',
      body:
        '<p id="kept">正文保留</p><script>window.__pwned = 1; alert("script")</script>' +
        '<img src="x" onerror="window.__pwned = 2; alert(\'onerror\')">' +
        '<a id="js-link" href="javascript:window.__pwned = 3">点我</a>' +
        '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned = 4"><script>window.__pwned = 5</script></svg>',
    });
    await apiPost(request, auth, `/api/property/notice/${created.id}/publish`, { status: 1 });
    await page.goto(`/noticeManager/detail?id=${created.id}`);
    const body = page.getByTestId('notice-body');
    await expect(body).toContainText('正文保留');
    await expect(body.getByText('点我')).toBeVisible();
    await body.getByText('点我').click();
    expect(await body.locator('script, svg, img, [onerror], [onload]').count()).toBe(0);
    expect(await body.locator('a').first().getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
}
