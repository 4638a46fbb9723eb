// Photos in conversations (issue 40): the hall, the cake a customer liked, a sketch of the decoration. Each is a
// message of its own, kept private (a key /media never serves) and read through the conversation: by its two sides,
// and by admins once something in it was reported. A photo may carry a number the masking cannot read; that is what
// the report button is for.
import type { Message } from '@sherehe/core/api/conversations';
import { MESSAGE_PHOTOS_MAX } from '@sherehe/core/conversation-rules';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { storeImage, variantKey } from '../../platform/storage/store-image.ts';
import { countPhotosOfSide, findMessagePhoto, followsUnreadMessage } from './queries.ts';
import { wasReported } from './report-queries.ts';
import { type ConversationDeps, partiesFor, toMessage, write } from './service.ts';

export { conversationImagesInUse } from './queries.ts';

/** The width a conversation's photo is served at: a phone's screen, twice the bubble's. */
const PHOTO_WIDTH = 640;

/** Checked before the image work, so a refusal costs nothing; checked again under the lock. */
async function checkRoom(tx: Database, id: string, userId: string) {
  const found = await partiesFor(tx, id, userId, true);
  if (found.parties.vendor_status !== 'active') throw new AppError('business_rule', 'conversation.closed');
  if ((await countPhotosOfSide(tx, id, found.side)) >= MESSAGE_PHOTOS_MAX) {
    throw new AppError('business_rule', 'conversation.too_many_photos', { max: MESSAGE_PHOTOS_MAX });
  }
  return found;
}

/**
 * A photo from the caller into their conversation, told to the other side as a message is, unless it follows an
 * unread message of the same side by a few minutes: that message's notice already leads to it.
 */
export async function sendPhoto(
  deps: ConversationDeps & { storage: Storage },
  userId: string,
  id: string,
  bytes: Buffer,
): Promise<Message> {
  await deps.db.transaction((tx) => checkRoom(tx, id, userId));
  // Stored before the row is written: a photo whose row never came is swept after a day.
  const photo = await storeImage(deps.storage, bytes, { private: true });
  const row = await deps.db.transaction(async (tx) => {
    const { parties, side } = await checkRoom(tx, id, userId);
    const quiet = await followsUnreadMessage(tx, id, side);
    return write(tx, parties, side, userId, '', { publicUrl: deps.publicUrl, photo, quiet });
  });
  return toMessage(row, userId, null);
}

/** A photo's bytes for a side of its conversation (unless an admin hid it), or for an admin after a report. */
export async function photoBytes(
  { db, storage }: { db: Database; storage: Storage },
  reader: { id: string; admin: boolean },
  ids: { id: string; messageId: string },
): Promise<Buffer> {
  let side = true;
  try {
    await partiesFor(db, ids.id, reader.id);
  } catch (error) {
    if (!reader.admin || !(await wasReported(db, ids.id))) throw error;
    side = false;
  }
  const photo = await findMessagePhoto(db, ids.id, ids.messageId);
  const bytes =
    photo && (!photo.hidden || !side) ? await storage.get(variantKey(photo.photo_key, PHOTO_WIDTH)) : null;
  if (!bytes) throw new AppError('not_found', 'conversation.message_not_found');
  // An admin looking into a conversation leaves a trace, as reading its words does (reports.ts).
  if (!side) {
    await recordAudit(db, {
      actorId: reader.id,
      action: 'conversation.photo_read',
      targetType: 'conversation',
      targetId: ids.id,
      details: { messageId: ids.messageId },
    });
  }
  return bytes;
}
