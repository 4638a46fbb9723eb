// Every route says who may call it (config.access); the accounts issue enforces the non-public levels.
import type { FastifyContextConfig } from 'fastify';

export type Access = 'public' | 'user' | 'vendor' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const publicRoute: FastifyContextConfig = { access: 'public' };
