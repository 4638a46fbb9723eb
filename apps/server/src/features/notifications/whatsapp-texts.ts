// A person's choice of WhatsApp for Sherehe's texts to them (issue 40, decision 047): WhatsApp asks for the person's
// own opt-in, so it is off until they turn it on here. Offered only where WhatsApp is set up (or its local stand-in);
// codes and links a person asks for stay SMS whatever they choose (platform/mail/outbox.ts).
import type { WhatsAppTexts } from '@sherehe/core/api/notifications';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isWhatsAppOffered } from '../../platform/mail/outbox.ts';
import { selectWhatsAppChoice, updateWhatsAppChoice } from './whatsapp-texts-queries.ts';

export async function whatsAppTextsOf(db: Database, userId: string): Promise<WhatsAppTexts> {
  const row = await selectWhatsAppChoice(db, userId);
  const offered = isWhatsAppOffered();
  return {
    offered,
    on: offered && row?.on === true,
    phone: row?.phone ?? null,
    stopped: row?.stopped === true,
  };
}

export async function chooseWhatsAppTexts(db: Database, userId: string, on: boolean): Promise<WhatsAppTexts> {
  if (on) {
    if (!isWhatsAppOffered()) throw new AppError('business_rule', 'whatsapp.not_offered');
    const row = await selectWhatsAppChoice(db, userId);
    if (!row?.phone) throw new AppError('business_rule', 'whatsapp.no_phone');
  }
  await updateWhatsAppChoice(db, userId, on);
  return whatsAppTextsOf(db, userId);
}
