// The server has the last word on who may see the admin area: its 401 and 403 become the page's own messages.
import { ApiError } from '../../../lib/api-client.ts';
import { reasonOf } from '../../../lib/error-text.ts';

export type AccessProblem = 'signed-out' | 'not-admin' | 'second-factor-missing' | 'second-factor-sign-in';

export function accessProblemOf(error: unknown): AccessProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'signed-out';
  if (error.status === 403) {
    // An admin whose session has not passed two-step sign-in: the server's reason says which way leads in.
    const reason = reasonOf(error);
    if (reason === 'auth.admin_second_factor_missing') return 'second-factor-missing';
    if (reason === 'auth.admin_second_factor_not_passed') return 'second-factor-sign-in';
    return 'not-admin';
  }
  return null;
}
