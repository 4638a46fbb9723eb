// Reads what the app mailed, from the mail catcher, the way the person would read it in their inbox.
import { expect } from '@playwright/test';
import { mailCatcherURL } from './ports.ts';

type Caught = { to: string[]; raw: string };

// Mail bodies are quoted-printable: long lines are wrapped with "=\r\n" and "=" is written "=3D".
function unwrapped(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The reset link in the newest message to this address, waiting for the outbox to deliver it. */
export async function resetLinkMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${mailCatcherURL}/messages`)).json()) as Caught[];
      const mail = messages.filter((message) => message.to.includes(address)).at(-1);
      link = mail ? /https?:\/\/\S+#token=[\w-]+/.exec(unwrapped(mail.raw))?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  return link as string;
}
