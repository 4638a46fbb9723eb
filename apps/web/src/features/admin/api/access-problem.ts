// The server has the last word on who may see the admin area: its 401 and 403 become the page's own messages.
import { ApiError } from '../../../lib/api-client.ts';

export type AccessProblem = 'signed-out' | 'not-admin';

export function accessProblemOf(error: unknown): AccessProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'signed-out';
  if (error.status === 403) return 'not-admin';
  return null;
}
