import { errorBody } from '@sherehe/core/api/errors';
import { eventCodeParams, eventIdParams } from '@sherehe/core/api/events';
import {
  addContributorInput,
  addContributorResult,
  changeOwnPledgeInput,
  contributeInput,
  contributeResult,
  exportQuery,
  importResult,
  ledgerPage,
  ledgerQuery,
  paymentParams,
  payPledgeInput,
  payPledgeResult,
  pledgeDetail,
  pledgeParams,
  pledgeTokenParams,
  pledgeUpdate,
  pledgeView,
  recordPaymentInput,
  reversePaymentInput,
} from '@sherehe/core/api/pledges';
import { IMPORT_BYTES_MAX } from '@sherehe/core/event-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { messageRefusals, promptRefusals } from '../../platform/outbound/budget.ts';
import { clientAddress } from '../../platform/rate-limit.ts';
import { publicRoute } from '../../platform/route-access.ts';
import { exportLedger } from './ledger-export.ts';
import { importContributors } from './ledger-import.ts';
import type { PledgeDeps } from './pledge-deps.ts';
import {
  addContributor,
  changeOwnPledge,
  contribute,
  pledgeDetail as getPledgeDetail,
  ledger,
  limitContributions,
  limitOwnPledgeChanges,
  limitPledgePayments,
  payPledge,
  recordPayment,
  reversePayment,
  updatePledge,
  viewPledge,
} from './service.ts';

const tags = ['michango'];
const railRefusals = [
  'payments.unavailable',
  'payments.amount_too_small',
  'payments.amount_too_large',
  'payments.phone_invalid',
] as const;

export const pledgeRoutes: FastifyPluginAsyncZod<PledgeDeps> = async (app, deps) => {
  // The import's body is the CSV file itself; a size of its own (larger than the JSON bodies').
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: IMPORT_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/public/events/:code/pledges',
    {
      config: {
        ...publicRoute,
        refusals: {
          404: ['event.not_found'],
          409: ['pledge.phone_already_pledged', 'pledge.payment_under_way'],
          422: ['event.closed', 'pledge.payment_amount_invalid', ...railRefusals],
          429: ['request.too_many', ...messageRefusals, ...promptRefusals],
        },
      },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary:
          'Pledge to an event (the Contribute form), pay now or later; a phone that pledged already is sent its link',
        params: eventCodeParams,
        body: contributeInput,
        response: {
          201: contributeResult,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      await limitContributions(deps.db, clientAddress(request), request.body.phone);
      return reply
        .status(201)
        .send(await contribute(deps, request.params.code, request.body, clientAddress(request)));
    },
  );

  app.get(
    '/public/pledges/:token',
    {
      config: { ...publicRoute, refusals: { 404: ['pledge.not_found'] } },
      schema: {
        tags,
        summary: "A contributor's own pledge, behind the link sent to them",
        params: pledgeTokenParams,
        response: { 200: pledgeView, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => viewPledge(deps, request.params.token),
  );

  app.patch(
    '/public/pledges/:token',
    {
      config: {
        ...publicRoute,
        refusals: {
          404: ['pledge.not_found'],
          409: ['pledge.payment_under_way'],
          422: ['event.closed', 'pledge.cancelled', 'pledge.amount_below_paid'],
          429: ['request.too_many', ...messageRefusals],
        },
      },
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'The contributor changes what they pledge, from their own link',
        params: pledgeTokenParams,
        body: changeOwnPledgeInput,
        response: {
          200: pledgeView,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      await limitOwnPledgeChanges(deps.db, clientAddress(request), request.params.token);
      return changeOwnPledge(deps, request.params.token, request.body, clientAddress(request));
    },
  );

  app.post(
    '/public/pledges/:token/payments',
    {
      config: {
        ...publicRoute,
        refusals: {
          404: ['pledge.not_found'],
          409: ['pledge.payment_under_way'],
          422: [
            'event.hidden',
            'pledge.cancelled',
            'pledge.nothing_owed',
            'pledge.payment_amount_invalid',
            ...railRefusals,
          ],
          429: ['request.too_many', ...promptRefusals],
        },
      },
      bodyLimit: 1024,
      schema: {
        tags,
        summary: 'Pay part or all of what a pledge still owes, by mobile money',
        params: pledgeTokenParams,
        body: payPledgeInput,
        response: {
          201: payPledgeResult,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      await limitPledgePayments(deps.db, clientAddress(request), request.params.token);
      return reply
        .status(201)
        .send(await payPledge(deps, request.params.token, request.body, clientAddress(request)));
    },
  );

  const committee = { 403: ['event.not_allowed'], 404: ['event.not_found'] } as const;

  app.get(
    '/events/:id/ledger',
    {
      config: { access: 'user', refusals: committee },
      schema: {
        tags,
        summary: "The event's contributors with what each pledged and paid: search, filter, sort, page",
        params: eventIdParams,
        querystring: ledgerQuery,
        response: { 200: ledgerPage, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => ledger(deps, request.params.id, signedInUser(request), request.query),
  );

  app.get(
    '/events/:id/ledger/export',
    {
      config: { access: 'user', refusals: committee },
      schema: {
        tags,
        summary: 'The ledger as a CSV or XLSX file (michango-{code})',
        params: eventIdParams,
        querystring: exportQuery,
        // The file streams as it is written: no body schema to serialize it through.
        response: {
          200: z.unknown().describe('The CSV or XLSX file'),
          400: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await exportLedger(
        deps.db,
        request.params.id,
        signedInUser(request),
        request.query,
        request.log,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/events/:id/pledges/:pledgeId',
    {
      config: { access: 'user', refusals: { ...committee, 404: ['event.not_found', 'pledge.not_found'] } },
      schema: {
        tags,
        summary: 'One contributor with every payment and who recorded it',
        params: pledgeParams,
        response: { 200: pledgeDetail, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      getPledgeDetail(deps, request.params.id, request.params.pledgeId, signedInUser(request)),
  );

  app.post(
    '/events/:id/pledges',
    {
      config: { access: 'user', refusals: { ...committee, 422: ['event.hidden'] } },
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Add a contributor who pledged in person (the same phone changes their pledge)',
        params: eventIdParams,
        body: addContributorInput,
        response: {
          201: addContributorResult,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addContributor(deps, request.params.id, signedInUser(request), request.body)),
  );

  app.patch(
    '/events/:id/pledges/:pledgeId',
    {
      config: {
        access: 'user',
        refusals: {
          ...committee,
          404: ['event.not_found', 'pledge.not_found'],
          422: ['event.hidden', 'pledge.already_cancelled'],
        },
      },
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Change or cancel a pledge (its received money stays received)',
        params: pledgeParams,
        body: pledgeUpdate,
        response: { 200: pledgeDetail, 400: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) =>
      updatePledge(deps, request.params.id, request.params.pledgeId, signedInUser(request), request.body),
  );

  app.post(
    '/events/:id/pledges/import',
    {
      config: {
        access: 'user',
        refusals: {
          ...committee,
          400: ['import.not_csv', 'import.empty', 'import.too_large', 'import.header_invalid'],
          422: ['event.hidden'],
        },
      },
      bodyLimit: IMPORT_BYTES_MAX,
      schema: {
        tags,
        summary:
          'Add or update contributors from a CSV file (Name, Phone, Pledged; Email, Due date optional)',
        params: eventIdParams,
        response: { 200: importResult, 400: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => importContributors(deps, request.params.id, signedInUser(request), request.body),
  );

  app.post(
    '/events/:id/pledges/:pledgeId/payments',
    {
      config: {
        access: 'user',
        refusals: {
          ...committee,
          400: ['pledge.paid_on_invalid'],
          404: ['event.not_found', 'pledge.not_found'],
          409: ['pledge.receipt_taken'],
          422: ['event.hidden', 'pledge.cancelled'],
        },
      },
      bodyLimit: 2048,
      schema: {
        tags,
        summary: 'Record a cash or bank payment with its receipt number',
        params: pledgeParams,
        body: recordPaymentInput,
        response: {
          201: pledgeDetail,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordPayment(
            deps,
            request.params.id,
            request.params.pledgeId,
            signedInUser(request),
            request.body,
          ),
        ),
  );

  app.post(
    '/events/:id/payments/:paymentId/reverse',
    {
      config: {
        access: 'user',
        refusals: {
          ...committee,
          404: ['event.not_found', 'pledge.payment_not_found', 'pledge.not_found', 'payments.not_found'],
          422: [
            'event.hidden',
            'pledge.payment_not_received',
            'pledge.refund_more_than_available',
            'payments.refund_not_paid',
            'payments.refund_too_much',
          ],
        },
      },
      bodyLimit: 2048,
      schema: {
        tags,
        summary:
          'Reverse a cash or bank payment recorded in error, or refund a mobile-money payment to its phone',
        params: paymentParams,
        body: reversePaymentInput,
        response: { 200: pledgeDetail, 400: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) =>
      reversePayment(
        deps,
        request.params.id,
        request.params.paymentId,
        signedInUser(request),
        request.body.reason,
      ),
  );
};
