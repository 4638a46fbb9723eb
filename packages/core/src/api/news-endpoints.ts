// News: the published posts for anyone, and the admins' writing, scheduling and publishing of them, each endpoint
// once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { uploadRefusals } from './refusal-groups.ts';

const notFound = ['news.not_found'] as const;

export const newsEndpoints = endpoints<typeof import('./news.ts')>()('news', {
  publicList: {
    method: 'GET',
    path: '/public/news',
    summary:
      'Published posts, newest first, each in the language asked for when written in it, else the other',
    query: 'publicNewsQuery',
    response: 'publicNewsPage',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  publicPost: {
    method: 'GET',
    path: '/public/news/:slug',
    summary: 'One published post by its address (a draft or a scheduled post is not found)',
    params: 'newsSlugParams',
    query: 'publicNewsPostQuery',
    response: 'publicNewsPost',
    refusals: { 404: notFound },
  },
  adminList: {
    method: 'GET',
    path: '/admin/news',
    summary: 'Every post, most recently changed first; optionally only drafts, scheduled or published ones',
    query: 'adminNewsQuery',
    response: 'adminNewsPage',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  create: {
    method: 'POST',
    path: '/admin/news',
    summary: 'A new draft (one title at least; the address is made from the title unless given); audited',
    body: 'newsInput',
    response: 'adminNewsPost',
    status: 201,
    refusals: { 400: ['news.title_required'], 409: ['news.slug_taken'] },
  },
  preview: {
    method: 'POST',
    path: '/admin/news/preview',
    summary: 'The HTML a Markdown text becomes for readers: rendered and sanitised as when a post is saved',
    body: 'newsPreviewInput',
    response: 'newsPreview',
  },
  adminPost: {
    method: 'GET',
    path: '/admin/news/:id',
    summary: 'One post for the editor: the Markdown as typed and the HTML readers get',
    params: 'newsIdParams',
    response: 'adminNewsPost',
    refusals: { 404: notFound },
  },
  update: {
    method: 'PATCH',
    path: '/admin/news/:id',
    summary:
      'Change a post (the fields given); a scheduled or published one keeps a language readers can read',
    params: 'newsIdParams',
    body: 'newsUpdate',
    response: 'adminNewsPost',
    refusals: {
      404: notFound,
      400: ['news.title_required'],
      409: ['news.slug_taken'],
      422: ['news.incomplete', 'news.slug_locked'],
    },
  },
  delete: {
    method: 'DELETE',
    path: '/admin/news/:id',
    summary: 'Delete a draft; audited',
    params: 'newsIdParams',
    response: null,
    status: 204,
    refusals: { 404: notFound, 409: ['news.not_draft'] },
  },
  schedule: {
    method: 'POST',
    path: '/admin/news/:id/schedule',
    summary: 'Publish at a time (Dar es Salaam’s clock), by a background job; a new time replaces the old',
    params: 'newsIdParams',
    body: 'newsScheduleInput',
    response: 'adminNewsPost',
    refusals: {
      404: notFound,
      400: ['news.publish_at_invalid'],
      409: ['news.already_published'],
      422: ['news.incomplete', 'news.publish_at_past'],
    },
  },
  publish: {
    method: 'POST',
    path: '/admin/news/:id/publish',
    summary: 'Publish now (a title and a text in English or Swahili needed); audited',
    params: 'newsIdParams',
    response: 'adminNewsPost',
    refusals: { 404: notFound, 409: ['news.already_published'], 422: ['news.incomplete'] },
  },
  unpublish: {
    method: 'POST',
    path: '/admin/news/:id/unpublish',
    summary: 'Take a published post down, or a scheduled one off the schedule: a draft again; audited',
    params: 'newsIdParams',
    response: 'adminNewsPost',
    refusals: { 404: notFound, 409: ['news.already_draft'] },
  },
  setCover: {
    method: 'PUT',
    path: '/admin/news/:id/cover',
    summary: 'Set the cover photo (multipart, field "file"; JPEG, PNG or WebP up to 10 MB); audited',
    params: 'newsIdParams',
    response: 'adminNewsPost',
    upload: true,
    refusals: { 404: notFound, ...uploadRefusals },
  },
  removeCover: {
    method: 'DELETE',
    path: '/admin/news/:id/cover',
    summary: 'Remove the cover photo; audited',
    params: 'newsIdParams',
    response: 'adminNewsPost',
    refusals: { 404: notFound },
  },
});
