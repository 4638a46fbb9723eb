// GET /media/{storageKey}/{width}.webp: the stored photos, outside /api/v1 like the web app. A key never changes
// its bytes (a new upload gets a new key), so browsers and proxies may keep them for a year.
import { PHOTO_WIDTHS } from '@sherehe/core/media';
import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../errors.ts';
import { publicRoute } from '../route-access.ts';
import type { Storage } from './storage.ts';
import { isStorageKey, variantKey } from './store-image.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const FILE_NAME = new RegExp(`^(${PHOTO_WIDTHS.join('|')})\\.webp$`);

export const mediaRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get<{ Params: { key: string; file: string } }>(
    '/media/:key/:file',
    { config: { ...publicRoute, refusals: { 404: ['media.not_found'] } }, schema: { hide: true } },
    async (request, reply) => {
      const { key, file } = request.params;
      const width = FILE_NAME.exec(file)?.[1];
      // Only the exact shape we write is looked up: no other name ever reaches the file system.
      const bytes = width && isStorageKey(key) ? await storage.get(variantKey(key, Number(width))) : null;
      if (!bytes) {
        return reply.status(404).send(errorBody('not_found', 'media.not_found'));
      }
      return reply.header('cache-control', LONG_CACHE).header('content-type', 'image/webp').send(bytes);
    },
  );
};
