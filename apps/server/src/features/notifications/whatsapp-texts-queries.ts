// SQL of a person's choice of WhatsApp for their texts (whatsapp-texts.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export async function selectWhatsAppChoice(db: Database, userId: string) {
  const [row] = await selectRows<{ phone: string | null; on: boolean; stopped: boolean }>(
    db,
    sql`select u.phone, u.whatsapp_opt_in_at is not null as on,
          exists (select 1 from sms_opt_outs o where o.phone = u.phone) as stopped
        from users u where u.id = ${userId}`,
  );
  return row;
}

/** On keeps the time of the first opt-in (WhatsApp asks when it was given); off forgets it. */
export async function updateWhatsAppChoice(db: Database, userId: string, on: boolean): Promise<void> {
  await db.execute(sql`update users set
      whatsapp_opt_in_at = case when ${on}::boolean then coalesce(whatsapp_opt_in_at, now()) end
    where id = ${userId}`);
}
