// Who is asking, as far as throttles and the device list care: the client's address and its User-Agent.
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../rate-limit.ts';

export type ClientMeta = { clientAddress: string; userAgent: string | undefined };

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { clientAddress: clientAddress(request), userAgent: request.headers['user-agent'] };
}
