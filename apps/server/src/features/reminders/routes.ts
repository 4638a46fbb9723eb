import {
  devPhoneReplyAnswer,
  devPhoneReplyBody,
  devPhoneTexts,
  devPhoneTextsQuery,
  smsInboundAnswer,
  smsInboundBody,
  smsInboundParams,
} from '@sherehe/core/api/dev-phone-texts';
import { errorBody } from '@sherehe/core/api/errors';
import { eventIdParams } from '@sherehe/core/api/events';
import {
  reminderRule,
  reminderRuleInput,
  reminderRules,
  remindNowInput,
  remindPreview,
  remindResult,
  ruleParams,
} from '@sherehe/core/api/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { publicRoute } from '../../platform/route-access.ts';
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

const tags = ['reminders'];
const eventRefusals = { 404: ['event.not_found'], 403: ['event.not_allowed'] } as const;
const changeRefusals = { ...eventRefusals, 422: ['event.hidden'] } as const;

export const reminderRoutes: FastifyPluginAsyncZod<ReminderDeps> = async (app, deps) => {
  app.get(
    '/events/:id/reminder-rules',
    {
      config: { access: 'user', refusals: eventRefusals },
      schema: {
        tags,
        summary: "The event's reminder rules: the day each goes out and how many it reached",
        params: eventIdParams,
        response: { 200: reminderRules, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => listRules(deps, request.params.id, signedInUser(request)),
  );

  app.post(
    '/events/:id/reminder-rules',
    {
      config: {
        access: 'user',
        refusals: {
          ...eventRefusals,
          409: ['reminder.duplicate'],
          422: ['event.hidden', 'reminder.too_many'],
        },
      },
      schema: {
        tags,
        summary: 'Add a rule: remind contributors N days before the pledge deadline or the event',
        params: eventIdParams,
        body: reminderRuleInput,
        response: {
          201: reminderRule,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const rule = await addRule(deps, request.params.id, signedInUser(request), request.body);
      return reply.code(201).send(rule);
    },
  );

  app.delete(
    '/events/:id/reminder-rules/:ruleId',
    {
      config: {
        access: 'user',
        refusals: { ...changeRefusals, 404: ['event.not_found', 'reminder.not_found'] },
      },
      schema: {
        tags,
        summary: 'Remove a reminder rule',
        params: ruleParams,
        response: { 204: z.null(), 400: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      await removeRule(deps, request.params.id, request.params.ruleId, signedInUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/events/:id/reminders/preview',
    {
      config: { access: 'user', refusals: changeRefusals },
      schema: {
        tags,
        summary: 'Remind now, first look: how many it would reach, how many replied STOP, and the message',
        params: eventIdParams,
        body: remindNowInput,
        response: { 200: remindPreview, 400: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => previewReminders(deps, request.params.id, signedInUser(request), request.body),
  );

  app.post(
    '/events/:id/reminders/send',
    {
      config: {
        access: 'user',
        refusals: { ...eventRefusals, 422: ['event.hidden', 'reminder.nobody'], 429: ['request.too_many'] },
      },
      schema: {
        tags,
        summary:
          'Remind now: one SMS to each contributor the preview counted (once per event per 10 minutes)',
        params: eventIdParams,
        body: remindNowInput,
        response: {
          200: remindResult,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => sendRemindersNow(deps, request.params.id, signedInUser(request), request.body),
  );

  // The demo phone's texts and replies: only while payments are simulated, like the rest of the demo phone.
  const demoRefusals = { 400: ['payments.phone_invalid'], 404: ['payments.simulator_off'] } as const;

  app.get(
    '/dev/phone/texts',
    {
      config: { ...publicRoute, refusals: demoRefusals },
      schema: {
        tags: ['payments'],
        summary: 'Demo mode: the text messages sent to a number, newest first',
        querystring: devPhoneTextsQuery,
        response: { 200: devPhoneTexts, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => textsOnDemoPhone(deps, request.query.number),
  );

  app.post(
    '/dev/phone/replies',
    {
      config: { ...publicRoute, refusals: demoRefusals },
      schema: {
        tags: ['payments'],
        summary: 'Demo mode: reply to our texts from the phone (STOP or START), as through the SMS gateway',
        body: devPhoneReplyBody,
        response: { 200: devPhoneReplyAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => replyFromDemoPhone(deps, request.body.number, request.body.text),
  );

  await app.register(smsInboundRoutes, deps);
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

  app.post(
    '/sms/inbound/:secret',
    {
      // The URL holds the secret: the per-request log lines (info) would write it into every log.
      logLevel: 'warn',
      config: { ...publicRoute, refusals: { 404: ['sms.inbound_forbidden'] } },
      // Before the body is read against its schema: a caller without the secret learns nothing, not even the shape.
      preValidation: async (request) => {
        checkInboundSecret(deps, (request.params as { secret: string }).secret);
      },
      schema: {
        tags,
        summary:
          "Africa's Talking's incoming messages: STOP or ACHA ends reminders to that phone, START or ANZA allows them again",
        params: smsInboundParams,
        body: smsInboundBody,
        response: { 200: smsInboundAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await receiveReply(deps.db, request.body.from, request.body.text);
      return { received: true as const };
    },
  );
};
