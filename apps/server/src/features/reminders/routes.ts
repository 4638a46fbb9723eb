import { devPhoneTextsEndpoints as devPhone } from '@sherehe/core/api/dev-phone-texts-endpoints';
import { remindersEndpoints as reminders } from '@sherehe/core/api/reminders-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import {
  addRule,
  checkInboundSecret,
  listRules,
  previewReminders,
  type ReminderDeps,
  receiveReply,
  removeRule,
  replyFromDemoPhone,
  sendRemindersNow,
  textsOnDemoPhone,
} from './service.ts';
import { whatsAppInboundRoutes } from './whatsapp-inbound-routes.ts';

export const reminderRoutes: FastifyPluginAsyncZod<ReminderDeps> = async (app, deps) => {
  route(app, reminders.rules, { access: 'user' }, async (request) =>
    listRules(deps, request.params.id, signedInUser(request)),
  );

  route(app, reminders.addRule, { access: 'user' }, async (request) =>
    addRule(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, reminders.removeRule, { access: 'user' }, async (request) => {
    await removeRule(deps, request.params.id, request.params.ruleId, signedInUser(request));
    return null;
  });

  route(app, reminders.preview, { access: 'user' }, async (request) =>
    previewReminders(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, reminders.send, { access: 'user' }, async (request) =>
    sendRemindersNow(deps, request.params.id, signedInUser(request), request.body),
  );

  // The demo phone's texts and replies: only while payments are simulated, like the rest of the demo phone.
  route(app, devPhone.texts, { access: 'public' }, async (request) =>
    textsOnDemoPhone(deps, request.query.number),
  );

  route(app, devPhone.reply, { access: 'public' }, async (request) =>
    replyFromDemoPhone(deps, request.body.number, request.body.text),
  );

  await app.register(smsInboundRoutes, deps);
  await app.register(whatsAppInboundRoutes, deps);
};

// Its own plugin: the form parser below serves this route only (the rest of the API takes JSON).
const smsInboundRoutes: FastifyPluginAsyncZod<ReminderDeps> = async (app, deps) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  route(
    app,
    devPhone.smsInbound,
    {
      access: 'public',
      // The URL holds the secret: the per-request log lines (info) would write it into every log.
      logLevel: 'warn',
      // Before the body is read against its schema: a caller without the secret learns nothing, not even the shape.
      preValidation: async (request) => {
        checkInboundSecret(deps, (request.params as { secret: string }).secret);
      },
    },
    async (request) => {
      // An answer to a card is thanked by text.
      if ((await receiveReply(deps.db, request.body.from, request.body.text)) === 'answered')
        deps.jobs.kick();
      return { received: true as const };
    },
  );
};
