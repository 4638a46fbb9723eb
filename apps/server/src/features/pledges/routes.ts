import { pledgesEndpoints as pledges } from '@sherehe/core/api/pledges-endpoints';
import { IMPORT_BYTES_MAX } from '@sherehe/core/event-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { clientAddress } from '../../platform/rate-limit.ts';
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

export const pledgeRoutes: FastifyPluginAsyncZod<PledgeDeps> = async (app, deps) => {
  // The import's body is the CSV file itself; a size of its own (larger than the JSON bodies').
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: IMPORT_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );

  route(app, pledges.contribute, { access: 'public', bodyLimit: 8 * 1024 }, async (request) => {
    await limitContributions(deps.db, clientAddress(request), request.body.phone);
    return contribute(deps, request.params.code, request.body, clientAddress(request));
  });

  route(app, pledges.view, { access: 'public' }, async (request) => viewPledge(deps, request.params.token));

  route(app, pledges.changeOwn, { access: 'public', bodyLimit: 1024 }, async (request) => {
    await limitOwnPledgeChanges(deps.db, clientAddress(request), request.params.token);
    return changeOwnPledge(deps, request.params.token, request.body, clientAddress(request));
  });

  route(app, pledges.pay, { access: 'public', bodyLimit: 1024 }, async (request) => {
    await limitPledgePayments(deps.db, clientAddress(request), request.params.token);
    return payPledge(deps, request.params.token, request.body, clientAddress(request));
  });

  route(app, pledges.ledger, { access: 'user' }, async (request) =>
    ledger(deps, request.params.id, signedInUser(request), request.query),
  );

  route(app, pledges.exportLedger, { access: 'user' }, async (request, reply) => {
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
  });

  route(app, pledges.detail, { access: 'user' }, async (request) =>
    getPledgeDetail(deps, request.params.id, request.params.pledgeId, signedInUser(request)),
  );

  route(app, pledges.addContributor, { access: 'user', bodyLimit: 4096 }, async (request) =>
    addContributor(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, pledges.update, { access: 'user', bodyLimit: 4096 }, async (request) =>
    updatePledge(deps, request.params.id, request.params.pledgeId, signedInUser(request), request.body),
  );

  route(app, pledges.importContributors, { access: 'user', bodyLimit: IMPORT_BYTES_MAX }, async (request) =>
    importContributors(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, pledges.recordPayment, { access: 'user', bodyLimit: 2048 }, async (request) =>
    recordPayment(deps, request.params.id, request.params.pledgeId, signedInUser(request), request.body),
  );

  route(app, pledges.reversePayment, { access: 'user', bodyLimit: 2048 }, async (request) =>
    reversePayment(
      deps,
      request.params.id,
      request.params.paymentId,
      signedInUser(request),
      request.body.reason,
    ),
  );
};
