// /api/v1/events/:id/guests…: the committee's guest list: read, add, change, remove, invite from the ledger, import
// and export. HTTP only; the rules are in the service.
import { guestsEndpoints as guests } from '@sherehe/core/api/guests-endpoints';
import { IMPORT_BYTES_MAX } from '@sherehe/core/event-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { XLSX_TYPE } from '../../platform/spreadsheet-export.ts';
import { exportGuests } from './guest-export.ts';
import { importGuests } from './guest-import.ts';
import {
  addGuest,
  addGuestsFromPledges,
  type GuestDeps,
  listGuests,
  removeGuest,
  updateGuest,
} from './service.ts';

const user = 'user' as const;

export const guestRoutes: FastifyPluginAsyncZod<GuestDeps> = async (app, deps) => {
  // The import's body is the file itself, CSV text or a workbook's bytes; a size of its own (larger than JSON's).
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: IMPORT_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    XLSX_TYPE,
    { parseAs: 'buffer', bodyLimit: IMPORT_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );

  route(app, guests.list, { access: user }, async (request) =>
    listGuests(deps, request.params.id, signedInUser(request), request.query),
  );

  route(app, guests.add, { access: user, bodyLimit: 4096 }, async (request) =>
    addGuest(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, guests.update, { access: user, bodyLimit: 4096 }, async (request) =>
    updateGuest(deps, request.params.id, request.params.guestId, signedInUser(request), request.body),
  );

  route(app, guests.remove, { access: user }, async (request) => {
    await removeGuest(deps, request.params.id, request.params.guestId, signedInUser(request));
    return null;
  });

  route(app, guests.addFromPledges, { access: user, bodyLimit: 64 * 1024 }, async (request) =>
    addGuestsFromPledges(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, guests.import, { access: user, bodyLimit: IMPORT_BYTES_MAX }, async (request) =>
    importGuests(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, guests.export, { access: user }, async (request, reply) => {
    const file = await exportGuests(
      deps,
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
};
