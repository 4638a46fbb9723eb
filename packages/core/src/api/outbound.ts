// The outbound budget's held messages, for the admin: texts, e-mails and payment prompts not sent because an
// allowance ran out (the sender's, the recipient's, the event's or the whole site's), newest first.
import { z } from 'zod';

export const heldChannels = ['sms', 'whatsapp', 'email', 'prompt'] as const;
export const heldRules = ['sender', 'recipient', 'event', 'site'] as const;
export type HeldRule = (typeof heldRules)[number];

export const heldMessagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type HeldMessagesQuery = z.input<typeof heldMessagesQuery>;

export const heldMessage = z.object({
  id: z.uuid(),
  channel: z.enum(heldChannels),
  /** E.164 or an e-mail address. */
  recipient: z.string(),
  /** Who made Sherehe send it: an account (with its name), a client address, or Sherehe itself. */
  sender: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('account'), id: z.uuid(), name: z.string().nullable() }),
    z.object({ kind: z.literal('address'), address: z.string() }),
    z.object({ kind: z.literal('sherehe') }),
  ]),
  event: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  rule: z.enum(heldRules),
  createdAt: z.iso.datetime(),
});
export type HeldMessage = z.infer<typeof heldMessage>;

export const heldMessagesPage = z.object({
  messages: z.array(heldMessage),
  nextCursor: z.string().nullable(),
  /** Held in the last 24 hours, by the allowance that ran out. */
  lastDay: z.record(z.enum(heldRules), z.number().int()),
});
export type HeldMessagesPage = z.infer<typeof heldMessagesPage>;
