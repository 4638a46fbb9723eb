// /api/v1/admin/news…: the admins write, schedule, publish, unpublish and delete posts, with a cover photo and a
// preview of the Markdown as readers will get it. Every change is audited. HTTP only; the rules are in service.ts.
import fastifyMultipart from '@fastify/multipart';
import { errorBody } from '@sherehe/core/api/errors';
import {
  adminNewsPage,
  adminNewsPost,
  adminNewsQuery,
  newsIdParams,
  newsInput,
  newsPreview,
  newsPreviewInput,
  newsScheduleInput,
  newsUpdate,
} from '@sherehe/core/api/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import type { Refusals } from '../../platform/route-refusals.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile, uploadRefusals } from '../../platform/storage/read-upload.ts';
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

const admin = 'admin' as const;
const tags = ['admin', 'news'];
const onPost = { 404: ['news.not_found'] } as const satisfies Refusals;
const failures = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const adminNewsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, deps) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.get(
    '/admin/news',
    {
      config: { access: admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary:
          'Every post, most recently changed first; optionally only drafts, scheduled or published ones',
        querystring: adminNewsQuery,
        response: { 200: adminNewsPage, 400: errorBody },
      },
    },
    async (request) => listAdminNews(deps, request.query),
  );

  app.post(
    '/admin/news',
    {
      config: { access: admin, refusals: { 400: ['news.title_required'], 409: ['news.slug_taken'] } },
      schema: {
        tags,
        summary: 'A new draft (one title at least; the address is made from the title unless given); audited',
        body: newsInput,
        response: { 201: adminNewsPost, 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createNews(deps, signedInUser(request).id, request.body);
    },
  );

  app.post(
    '/admin/news/preview',
    {
      config: { access: admin },
      schema: {
        tags,
        summary:
          'The HTML a Markdown text becomes for readers: rendered and sanitised as when a post is saved',
        body: newsPreviewInput,
        response: { 200: newsPreview, 400: errorBody },
      },
    },
    async (request) => previewMarkdown(request.body.markdown),
  );

  app.get(
    '/admin/news/:id',
    {
      config: { access: admin, refusals: onPost },
      schema: {
        tags,
        summary: 'One post for the editor: the Markdown as typed and the HTML readers get',
        params: newsIdParams,
        response: { 200: adminNewsPost, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => getAdminNews(deps, request.params.id),
  );

  app.patch(
    '/admin/news/:id',
    {
      config: {
        access: admin,
        refusals: {
          ...onPost,
          400: ['news.title_required'],
          409: ['news.slug_taken'],
          422: ['news.incomplete', 'news.slug_locked'],
        },
      },
      schema: {
        tags,
        summary:
          'Change a post (the fields given); a scheduled or published one keeps a language readers can read',
        params: newsIdParams,
        body: newsUpdate,
        response: { 200: adminNewsPost, ...failures },
      },
    },
    async (request) => updateNews(deps, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/admin/news/:id',
    {
      config: { access: admin, refusals: { ...onPost, 409: ['news.not_draft'] } },
      schema: {
        tags,
        summary: 'Delete a draft; audited',
        params: newsIdParams,
        response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await deleteNews(deps, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/news/:id/schedule',
    {
      config: {
        access: admin,
        refusals: {
          ...onPost,
          400: ['news.publish_at_invalid'],
          409: ['news.already_published'],
          422: ['news.incomplete', 'news.publish_at_past'],
        },
      },
      schema: {
        tags,
        summary:
          'Publish at a time (Dar es Salaam’s clock), by a background job; a new time replaces the old',
        params: newsIdParams,
        body: newsScheduleInput,
        response: { 200: adminNewsPost, ...failures },
      },
    },
    async (request) =>
      scheduleNews(deps, signedInUser(request).id, request.params.id, request.body.publishAt),
  );

  app.post(
    '/admin/news/:id/publish',
    {
      config: {
        access: admin,
        refusals: { ...onPost, 409: ['news.already_published'], 422: ['news.incomplete'] },
      },
      schema: {
        tags,
        summary: 'Publish now (a title and a text in English or Swahili needed); audited',
        params: newsIdParams,
        response: { 200: adminNewsPost, ...failures },
      },
    },
    async (request) => publishNews(deps, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/admin/news/:id/unpublish',
    {
      config: { access: admin, refusals: { ...onPost, 409: ['news.already_draft'] } },
      schema: {
        tags,
        summary: 'Take a published post down, or a scheduled one off the schedule: a draft again; audited',
        params: newsIdParams,
        response: { 200: adminNewsPost, ...failures },
      },
    },
    async (request) => unpublishNews(deps, signedInUser(request).id, request.params.id),
  );

  app.put(
    '/admin/news/:id/cover',
    {
      config: { access: admin, refusals: { ...onPost, ...uploadRefusals } },
      schema: {
        tags,
        summary: 'Set the cover photo (multipart, field "file"; JPEG, PNG or WebP up to 10 MB); audited',
        consumes: ['multipart/form-data'],
        params: newsIdParams,
        response: { 200: adminNewsPost, 400: errorBody, 404: errorBody, 413: errorBody },
      },
    },
    async (request) => {
      const adminId = signedInUser(request).id;
      return setNewsCover(deps, adminId, request.params.id, await readUploadedFile(request));
    },
  );

  app.delete(
    '/admin/news/:id/cover',
    {
      config: { access: admin, refusals: onPost },
      schema: {
        tags,
        summary: 'Remove the cover photo; audited',
        params: newsIdParams,
        response: { 200: adminNewsPost, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => removeNewsCover(deps, signedInUser(request).id, request.params.id),
  );
};
