// The server's VAPID key pair: from config when given, otherwise made once and kept in app_settings. Several
// instances starting together each make a pair, the first insert wins and every instance reads that one back.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/notifications.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const SETTING = 'vapid';
const storedKeys = z.object({
  publicKey: z.string().regex(/^B[A-Za-z0-9_-]{86}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

async function storedOrMade(db: Database): Promise<VapidKeys> {
  // web-push is loaded when first needed: at start it cost about 0.1 s.
  const { default: webPush } = await import('web-push');
  const made = webPush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: SETTING, value: made }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  const parsed = storedKeys.safeParse(row?.value);
  if (!parsed.success) throw new Error('app_settings "vapid" does not hold a VAPID key pair');
  return parsed.data;
}

/** Resolves the pair once (a failed read, say with the database down, is tried again on the next call). */
export function vapidKeySource(db: Database, configured: VapidKeys | null): () => Promise<VapidKeys> {
  if (configured) return () => Promise.resolve(configured);
  let loading: Promise<VapidKeys> | undefined;
  return () => {
    loading ??= storedOrMade(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
