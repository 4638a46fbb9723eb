// Reads what the app mailed, from the mail catcher, the way the person would read it in their inbox.
import { type APIRequestContext, expect } from '@playwright/test';
import { currentStack } from './ports.ts';

type Caught = { to: string[]; raw: string };

// Mail bodies are quoted-printable: long lines are wrapped with "=\r\n" and "=" is written "=3D".
function unwrapped(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The link (…#token=…) in the newest message to this address, waiting for the outbox to deliver it. */
export async function linkMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${currentStack().mailCatcherURL}/messages`)).json()) as Caught[];
      const mail = messages.filter((message) => message.to.includes(address)).at(-1);
      link = mail ? /https?:\/\/\S+#token=[\w-]+/.exec(unwrapped(mail.raw))?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** The newest message to this address (subject and body as text), waiting for the outbox to deliver one. */
export async function mailTo(address: string, matching: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${currentStack().mailCatcherURL}/messages`)).json()) as Caught[];
      text = unwrapped(messages.filter((message) => message.to.includes(address)).at(-1)?.raw ?? '');
      return matching.test(text);
    })
    .toBe(true);
  return text;
}

/** Opens an account as a person does, through the API: register, read the mailed link, open it with the password. */
export async function registerThroughMail(
  request: APIRequestContext,
  account: { name: string; identifier: string; password: string },
) {
  const asked = await request.post('/api/v1/auth/register', { data: account });
  expect(asked.status(), `register ${account.identifier}`).toBe(202);
  const token = new URL(await linkMailedTo(account.identifier)).hash.replace('#token=', '');
  const opened = await request.post('/api/v1/auth/register/confirm', {
    data: { token, password: account.password },
  });
  expect(opened.status(), `open the account of ${account.identifier}`).toBe(201);
  return opened;
}
