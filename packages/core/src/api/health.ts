import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok') });
export const readyResponse = z.object({
  /** draining: the instance is leaving and serves on only while the load balancer stops sending it requests. */
  status: z.enum(['ready', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
