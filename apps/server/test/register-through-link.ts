// Opens an account the way a person does: register, read the link in the message, open it with the password.
import { parseContact } from '@sherehe/core/contact';
import type { App } from '../src/app.ts';
import type { createMessageSink } from './fakes/message-sink.ts';

export async function registerThroughLink(
  app: App,
  sink: ReturnType<typeof createMessageSink>,
  account: { name: string; identifier: string; password: string },
  remoteAddress = '10.9.0.1',
) {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: account,
    remoteAddress,
  });
  if (asked.statusCode !== 202) throw new Error(`register answered ${asked.statusCode}: ${asked.body}`);
  await app.jobs.drain();
  const recipient = parseContact(account.identifier)?.value ?? account.identifier;
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/confirm',
    payload: { token: sink.linkTokenFor(recipient), password: account.password },
    remoteAddress,
  });
}
