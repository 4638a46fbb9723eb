// WhatsApp's webhook (decision 047): Meta checks the subscription with our verify token, then delivers people's
// messages signed with the app secret (X-Hub-Signature-256 over the raw body). A reply is read as an SMS reply is
// (STOP, START, NDIYO, HAPANA: receiveReply), so STOP on WhatsApp stops Sherehe's texts by either way; statuses settle
// what was sent (delivered: its body goes; failed for a number without WhatsApp: it goes again by SMS). Unset or wrong,
// the address does not exist.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WhatsAppWebhookBody } from '@sherehe/core/api/dev-phone-texts';
import { devPhoneTextsEndpoints as devPhone } from '@sherehe/core/api/dev-phone-texts-endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { settleWhatsAppStatus } from '../../platform/mail/outbox.ts';
import { type ReminderDeps, receiveReply } from './service.ts';

const forbidden = () => new AppError('not_found', 'whatsapp.webhook_forbidden');
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Whether `header` is the app secret's HMAC-SHA256 of the raw body, as Meta writes it ("sha256=<hex>"). */
export function signedByMeta(appSecret: string, raw: Buffer, header: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Its own plugin: the JSON parser below keeps the raw bytes the signature is over, for this route only.
export const whatsAppInboundRoutes: FastifyPluginAsyncZod<ReminderDeps> = async (app, deps) => {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(forbidden(), undefined);
      }
    },
  );

  route(app, devPhone.whatsAppVerify, { access: 'public', logLevel: 'warn' }, async (request, reply) => {
    const { verifyToken } = deps.whatsAppWebhook;
    const query = request.query;
    const challenge = query['hub.challenge'];
    if (!verifyToken || query['hub.mode'] !== 'subscribe' || !challenge) throw forbidden();
    const given = Buffer.from(query['hub.verify_token'] ?? '');
    const expected = Buffer.from(verifyToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
    return reply.type('text/plain').send(challenge);
  });

  route(
    app,
    devPhone.whatsAppWebhook,
    {
      access: 'public',
      // Before the body is read against its schema: a caller without the signature learns nothing of its shape.
      preValidation: async (request) => {
        const { appSecret } = deps.whatsAppWebhook;
        const raw = rawBodies.get(request);
        const header = request.headers['x-hub-signature-256'];
        if (
          !appSecret ||
          !raw ||
          !signedByMeta(appSecret, raw, typeof header === 'string' ? header : undefined)
        )
          throw forbidden();
      },
    },
    async (request) => {
      let answered = false;
      for (const { from, text } of repliesIn(request.body)) {
        if ((await receiveReply(deps.db, `+${from}`, text)) === 'answered') answered = true;
      }
      let queued = false;
      for (const status of statusesIn(request.body)) {
        const errorCodes = (status.errors ?? []).flatMap((error) =>
          error.code === undefined ? [] : [error.code],
        );
        if (status.status === 'failed')
          request.log.warn({ whatsapp: status }, 'a WhatsApp message was not delivered');
        if (await settleWhatsAppStatus(deps.db, { id: status.id, status: status.status, errorCodes }))
          queued = true;
      }
      // An answer to a card is thanked by text; a message WhatsApp could not deliver goes by SMS.
      if (answered || queued) deps.jobs.kick();
      return { received: true as const };
    },
  );
};

function* repliesIn(body: WhatsAppWebhookBody) {
  for (const entry of body.entry)
    for (const change of entry.changes)
      for (const message of change.value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text;
        if (text) yield { from: message.from.replace(/^\+/, ''), text };
      }
}

function* statusesIn(body: WhatsAppWebhookBody) {
  for (const entry of body.entry) for (const change of entry.changes) yield* change.value.statuses ?? [];
}
