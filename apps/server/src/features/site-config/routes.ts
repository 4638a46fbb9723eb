import { siteConfigEndpoints as siteConfig } from '@sherehe/core/api/site-config-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { route } from '../../platform/endpoint-route.ts';

export const siteConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = {
    contactEmail: config.CONTACT_EMAIL,
    phones: config.CONTACT_PHONES,
    postalAddress: config.POSTAL_ADDRESS,
    supportWhatsapp: config.SUPPORT_WHATSAPP,
    supportHours: config.SUPPORT_HOURS,
    signInProvider: config.oidc ? { name: config.oidc.providerName } : null,
    mapTiles: { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
  };
  route(app, siteConfig.get, { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
};
