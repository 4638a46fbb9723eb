// /api/v1/admin/news…: the admins write, schedule, publish, unpublish and delete posts, with a cover photo and a
// preview of the Markdown as readers will get it. Every change is audited. HTTP only; the rules are in service.ts.
import fastifyMultipart from '@fastify/multipart';
import { newsEndpoints as news } from '@sherehe/core/api/news-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile } from '../../platform/storage/read-upload.ts';
import {
  createNews,
  deleteNews,
  getAdminNews,
  listAdminNews,
  type NewsDeps,
  previewMarkdown,
  publishNews,
  removeNewsCover,
  scheduleNews,
  setNewsCover,
  unpublishNews,
  updateNews,
} from './service.ts';

const admin = { access: 'admin' as const };

export const adminNewsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, deps) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  route(app, news.adminList, admin, async (request) => listAdminNews(deps, request.query));

  // Answered 201 (the descriptor's status).
  route(app, news.create, admin, async (request) => createNews(deps, signedInUser(request).id, request.body));

  route(app, news.preview, admin, async (request) => previewMarkdown(request.body.markdown));

  route(app, news.adminPost, admin, async (request) => getAdminNews(deps, request.params.id));

  route(app, news.update, admin, async (request) =>
    updateNews(deps, signedInUser(request).id, request.params.id, request.body),
  );

  route(app, news.delete, admin, async (request) => {
    await deleteNews(deps, signedInUser(request).id, request.params.id);
    return null;
  });

  route(app, news.schedule, admin, async (request) =>
    scheduleNews(deps, signedInUser(request).id, request.params.id, request.body.publishAt),
  );

  route(app, news.publish, admin, async (request) =>
    publishNews(deps, signedInUser(request).id, request.params.id),
  );

  route(app, news.unpublish, admin, async (request) =>
    unpublishNews(deps, signedInUser(request).id, request.params.id),
  );

  route(app, news.setCover, admin, async (request) => {
    const adminId = signedInUser(request).id;
    return setNewsCover(deps, adminId, request.params.id, await readUploadedFile(request));
  });

  route(app, news.removeCover, admin, async (request) =>
    removeNewsCover(deps, signedInUser(request).id, request.params.id),
  );
};
