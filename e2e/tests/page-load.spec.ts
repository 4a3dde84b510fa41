import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';

/**
 * Watches a page load from its first script on: every text the page shows (to catch a message id shown for a
 * moment before its text) and every layout shift.
 */
function watchTheLoad() {
  const seen = new Set<string>();
  const shifts: number[] = [];
  const collect = () => {
    const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) seen.add(text);
    }
  };
  new MutationObserver(collect).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
  }).observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { lexdeskLoad: { seen, shifts } });
}

// A message id of the catalogues: a prefix of the registry, then dotted words (`cases.legalCases.column.received`).
const MESSAGE_ID =
  /\b(?:auth|cases|office|library|tagging|billing|layout|remote|validation|common)\.[a-z][A-Za-z]*\.[A-Za-z.]+/;

test('a signed-in page load never shows a message id, and nothing moves once shown', async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  await expect(page).toHaveURL(/\/legal-cases\/my-cases/);
  await page.addInitScript(watchTheLoad);

  for (let load = 0; load < 3; load += 1) {
    await page.reload();
    await expect(page.getByRole('main').locator('a[href^="/legal-case/"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { seen, shifts } = await page.evaluate(() => {
      const { seen, shifts } = (window as unknown as { lexdeskLoad: { seen: Set<string>; shifts: number[] } })
        .lexdeskLoad;
      return { seen: [...seen], shifts };
    });
    expect(seen.filter((text) => MESSAGE_ID.test(text))).toEqual([]);
    // The brand typeface swapping in may nudge a line by a pixel; a page re-laid out would be far more.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  }
});

test("a signed-in first visit fetches the brand typeface only once the page's data is on screen", async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  // A browser that never loaded the typeface (the flag says it is cached) and has nothing in its cache. Removed before
  // the page's scripts run: the sign-in's page may still be loading it and set the flag again.
  await page.addInitScript(() => localStorage.removeItem('lexdesk.brand-font'));
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.reload();
  await expect(page.getByRole('main').locator('a[href^="/legal-case/"]').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2'))),
    )
    .toBe(true);
  const { lastAnswer, largestPaint, fontStart } = await page.evaluate(async () => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const answers = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    const font = entries.find((entry) => entry.name.endsWith('.woff2'));
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    return {
      lastAnswer: Math.max(...answers.map((entry) => entry.responseEnd)),
      largestPaint: Math.max(...paints.map((entry) => entry.startTime)),
      fontStart: font?.startTime ?? -1,
    };
  });
  // 48 KB that would otherwise share a phone's bandwidth with the list's scripts and answers.
  expect(fontStart).toBeGreaterThan(lastAnswer);
  expect(fontStart).toBeGreaterThan(largestPaint);
});

test("the page names the files a signed-in user's page will need", async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  const html = await (await page.request.get('/legal-cases/my-cases')).text();
  expect(html).toMatch(/<link rel="preload" href="\/remotes\/mf-cases\/remoteEntry\.js" as="script"/);
  expect(html).toMatch(/<link rel="preload" href="\/remotes\/mf-cases\/__federation_expose_MyCases\.[0-9a-f]+\.js"/);
  expect(html).toMatch(/<link rel="preload" href="\/app-layout\.[0-9a-f]+\.js"/);
  // The list's part of the kit (shared/lists), which mf-cases provides and the shell does not: the runtime would
  // learn it only once mf-cases' entry had run.
  const kit = await (await page.request.get('/remotes/mf-cases/mf-expose-shared.json')).json();
  for (const file of kit.MyCases['@lexdesk/shared/lists'] as string[])
    expect(html).toContain(`<link rel="preload" href="/remotes/mf-cases/${file}"`);
  // The page itself only loads it: no first paint of Login for a visitor with a session.
  expect(html).not.toContain('data-first-paint');
});

test("the scripts a signed-in start evaluates are compiled while they download (V8's compile hint)", async ({
  page,
}) => {
  await loginAs(page, accounts.lawyer);
  await page.goto('/legal-cases/my-cases');
  await expect(page.getByRole('main').locator('a[href^="/legal-case/"]').first()).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  // The texts chunks are data: nothing to compile ahead.
  const code = scripts.filter((path) => !/-messages-/.test(path));
  expect(code).toEqual(expect.arrayContaining(['/main.js', '/remotes/mf-cases/remoteEntry.js']));
  for (const path of code) {
    const text = await (await page.request.get(path)).text();
    expect.soft(text.startsWith('//# allFunctionsCalledOnLoad\n'), path).toBe(true);
  }
});

test("a page start loads ICU's data in a worker of its own, which the page's CSP allows and which then ends", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  const workers: string[] = [];
  const ended: string[] = [];
  page.on('worker', (worker) => {
    workers.push(worker.url());
    worker.on('close', () => ended.push(worker.url()));
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect.poll(() => ended).toHaveLength(1);
  expect(workers).toEqual([expect.stringMatching(/^blob:/)]);
  expect(refused).toEqual([]);
});

test('every file a signed-in page load preloads is used by the page', async ({ page }) => {
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  await loginAs(page, accounts.lawyer);
  for (const path of ['/legal-cases/my-cases', '/legal-cases/all-cases']) {
    await page.goto(path);
    await expect(page.getByRole('main').locator('a[href^="/legal-case/"]').first()).toBeVisible();
    // Chromium says so a few seconds after the load event.
    await page.waitForTimeout(4_000);
  }
  expect(unused).toEqual([]);
});

test('a page load asks for no file the page already carries: the remotes list and the icon', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await loginAs(page, accounts.lawyer);
  await page.reload();
  await expect(page.getByRole('main').locator('a[href^="/legal-case/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toContain('/legal-cases/my-cases');
  expect(asked.filter((path) => path === '/remotes.json' || /^\/favicon\./.test(path))).toEqual([]);
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
});
