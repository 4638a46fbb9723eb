import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:4391';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
const context = await browser.newContext({ baseURL: base });
const page = await context.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
await page.goto('/event-planners');
await page.waitForTimeout(3000);
console.log('permission', await page.evaluate(() => Notification.permission));
const reg = await page.evaluate(
  async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL,
);
console.log('registration', reg);
// deliver a push through CDP
await context.grantPermissions(['notifications'], { origin: base });
const cdp = await context.newCDPSession(page);
await cdp.send('ServiceWorker.enable');
const regs = await new Promise((resolve) => {
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => resolve(e.registrations));
});
console.log(regs);
const registrationId = regs[0].registrationId;
await cdp.send('ServiceWorker.deliverPushMessage', {
  origin: base,
  registrationId,
  data: JSON.stringify({
    title: 'Hello',
    body: 'World',
    url: '/event-planners/Account',
    tag: 't1',
    lang: 'en',
  }),
});
await page.waitForTimeout(1000);
console.log(
  await page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data,
      tag: n.tag,
      icon: n.icon,
    })),
  ),
);
await browser.close();
