import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:4391';
const fake = 'http://127.0.0.1:4392';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
const setup = await browser.newContext({ baseURL: base });
const signIn = await setup.request.post('/api/v1/auth/sign-in', {
  data: { identifier: '0754 000 001', password: 'Sherehe-demo-2025' },
});
const { user } = await signIn.json();
const subscription = await (await fetch(`${fake}/subscriptions`, { method: 'POST' })).json();
for (const [lang, lng] of [
  ['en', 'en'],
  ['sw', 'sw'],
]) {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({
      baseURL: base,
      viewport,
      storageState: await setup.storageState(),
    });
    await context.grantPermissions(['notifications'], { origin: base });
    await context.addInitScript(
      ([stored, language, sub]) => {
        localStorage.setItem('user', stored);
        localStorage.setItem('language', language);
        PushManager.prototype.subscribe = async () => ({
          endpoint: sub.endpoint,
          options: {},
          toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
          unsubscribe: async () => true,
        });
      },
      [JSON.stringify(user), lng, subscription],
    );
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') console.log('console', m.text());
    });
    await page.goto('/event-planners/Account');
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: /^(Notifications|Arifa)/ }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/notify-shots/account-${lang}-${label}.png`, fullPage: true });
    await page.goto('/event-planners');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/notify-shots/nav-${lang}-${label}.png` });
    console.log(lang, label, await page.evaluate(() => localStorage.getItem('fcmToken')?.slice(0, 60)));
    await context.close();
  }
}
await browser.close();
