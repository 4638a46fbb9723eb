// Liveness and readiness, for the load balancer and the monitoring (api/endpoint.ts). /ready answers 503 with the
// same body (readyResponse) when the database is gone or the instance is leaving: not an error body, so not a refusal
// but another answer.
import { endpoints } from './endpoint.ts';

export const healthEndpoints = endpoints<typeof import('./health.ts')>()('health', {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'The process is up',
    response: 'healthResponse',
  },
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'The database answers and the instance is not leaving (503 otherwise)',
    response: 'readyResponse',
    also: { 503: 'readyResponse' },
  },
});
