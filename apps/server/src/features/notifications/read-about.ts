// In the caller's transaction: what a person was told about one page is read once they have read the page itself (a
// conversation's messages), so their inbox's count and the nav badge do not say again what they saw.
import type { Database } from '../../db/client.ts';
import { markNotificationsReadAbout } from './queries.ts';

export async function readAbout(tx: Database, userId: string, path: string): Promise<void> {
  await markNotificationsReadAbout(tx, userId, path);
}
