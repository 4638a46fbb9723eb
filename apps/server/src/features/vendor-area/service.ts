// The vendor area's rules: a vendor works on their own shop only, a suspended shop publishes nothing, a listing
// holds at most ten photos and a published one keeps at least one.
import type {
  ListingStatus,
  listingBody,
  saveVendorProfileBody,
  VendorListing,
  VendorProfile,
} from '@sherehe/core/api/vendor-area';
import { MAX_LISTING_PHOTOS } from '@sherehe/core/listing-rules';
import { normalizePhone } from '@sherehe/core/phone';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { deleteImage, replaceImage, storeImage } from '../../platform/storage/store-image.ts';
import { moderationHoldOn } from '../admin-listings/service.ts';
import { refreshSearchText } from '../listings/search-text.ts';
import { ensureVendorProfile } from './ensure-vendor-profile.ts';
import {
  deletePhoto,
  findOwnListing,
  findVendorByUser,
  imageKeysInUse,
  insertListing,
  insertPhotoLast,
  type ListingRow,
  listVendorListings,
  type PhotoRow,
  photosOf,
  setPhotoPosition,
  touchListing,
  updateListing,
  updateVendor,
  type VendorRow,
} from './queries.ts';

export type VendorAreaDeps = { db: Database; storage: Storage };
type ProfileInput = z.output<typeof saveVendorProfileBody>;
type ListingInput = z.output<typeof listingBody>;

function toProfile(row: VendorRow): VendorProfile {
  return {
    id: row.id,
    businessName: row.businessName,
    description: row.description,
    city: row.city,
    phone: row.phone,
    whatsapp: row.whatsapp,
    logoKey: row.logoKey,
    status: row.status,
    suspendedReason: row.suspendedReason,
  };
}

function toListing(row: ListingRow, photos: PhotoRow[]): VendorListing {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    category: row.category,
    priceTzs: row.priceTzs,
    priceUnit: row.priceUnit,
    city: row.city,
    serviceArea: row.serviceArea,
    capacity: row.capacity,
    stock: row.stock,
    dailyCapacity: row.dailyCapacity,
    depositPercent: row.depositPercent,
    status: row.status,
    photos: photos
      .filter((photo) => photo.listingId === row.id)
      .map(({ id, storageKey, width, height }) => ({ id, storageKey, width, height })),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireVendor(db: Database, userId: string): Promise<VendorRow> {
  const vendor = await findVendorByUser(db, userId);
  if (!vendor) throw new AppError('business_rule', 'vendor.no_profile');
  return vendor;
}

async function requireOwnListing(db: Database, userId: string, listingId: string, options = {}) {
  const vendor = await findVendorByUser(db, userId);
  const listing = vendor ? await findOwnListing(db, vendor.id, listingId, options) : undefined;
  if (!vendor || !listing) throw new AppError('not_found', 'vendor.listing_not_found');
  return { vendor, listing };
}

async function listingView(db: Database, listing: ListingRow): Promise<VendorListing> {
  return toListing(listing, await photosOf(db, [listing.id]));
}

const storedPhone = (typed: string) => (typed === '' ? null : normalizePhone(typed));

export async function getProfile({ db }: VendorAreaDeps, userId: string) {
  const row = await findVendorByUser(db, userId);
  return { profile: row ? toProfile(row) : null };
}

export async function saveProfile({ db }: VendorAreaDeps, userId: string, input: ProfileInput) {
  const values = {
    businessName: input.businessName,
    description: input.description,
    city: input.city,
    phone: storedPhone(input.phone),
    whatsapp: storedPhone(input.whatsapp),
  };
  const row = await db.transaction(async (tx) => {
    const before = await ensureVendorProfile(tx, userId, values);
    const after = await updateVendor(tx, before.id, values);
    // The vendor's name is part of every listing's search text.
    if (before.businessName !== after.businessName) await refreshSearchText(tx, { vendorId: after.id });
    return after;
  });
  return { profile: toProfile(row) };
}

export async function saveLogo({ db, storage }: VendorAreaDeps, userId: string, bytes: Buffer) {
  const vendor = await requireVendor(db, userId);
  const row = await replaceImage(storage, bytes, async (logoKey) => ({
    result: await updateVendor(db, vendor.id, { logoKey }),
    replacedKey: vendor.logoKey,
  }));
  return { profile: toProfile(row) };
}

export async function listOwnListings({ db }: VendorAreaDeps, userId: string) {
  const vendor = await findVendorByUser(db, userId);
  if (!vendor) return { listings: [] };
  const rows = await listVendorListings(db, vendor.id);
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return { listings: rows.map((row) => toListing(row, photos)) };
}

export async function getOwnListing({ db }: VendorAreaDeps, userId: string, listingId: string) {
  const { listing } = await requireOwnListing(db, userId, listingId);
  return listingView(db, listing);
}

export async function createListing({ db }: VendorAreaDeps, userId: string, input: ListingInput) {
  const vendor = await requireVendor(db, userId);
  const row = await db.transaction(async (tx) => {
    const created = await insertListing(tx, vendor.id, input);
    await refreshSearchText(tx, { listingId: created.id });
    return created;
  });
  return listingView(db, row);
}

export async function editListing(
  { db }: VendorAreaDeps,
  userId: string,
  listingId: string,
  input: ListingInput,
) {
  const row = await db.transaction(async (tx) => {
    await requireOwnListing(tx, userId, listingId, { lock: true });
    const updated = await updateListing(tx, listingId, input);
    await refreshSearchText(tx, { listingId });
    return updated;
  });
  return listingView(db, row);
}

export async function changeListingStatus(
  { db }: VendorAreaDeps,
  userId: string,
  listingId: string,
  status: ListingStatus,
) {
  const row = await db.transaction(async (tx) => {
    const { vendor, listing } = await requireOwnListing(tx, userId, listingId, { lock: true });
    if (listing.status === status) return listing;
    // Only an admin lifts an admin's archiving (back to draft); until then the vendor cannot move the listing.
    const hold = await moderationHoldOn(tx, listingId);
    if (hold !== null) {
      throw hold
        ? new AppError('business_rule', 'vendor.archived_by_admin_because', { reason: hold })
        : new AppError('business_rule', 'vendor.archived_by_admin');
    }
    if (status === 'published') {
      if (vendor.status === 'suspended') throw new AppError('business_rule', 'vendor.suspended');
      if ((await photosOf(tx, [listingId])).length === 0)
        throw new AppError('business_rule', 'vendor.no_photo');
    }
    return updateListing(tx, listingId, {
      status,
      ...(status === 'published' ? { publishedAt: new Date() } : {}),
    });
  });
  return listingView(db, row);
}

export async function addListingPhoto(
  { db, storage }: VendorAreaDeps,
  userId: string,
  listingId: string,
  bytes: Buffer,
) {
  // Checked before the (slow) image work too, so a full listing answers at once.
  const { listing } = await requireOwnListing(db, userId, listingId);
  if ((await photosOf(db, [listing.id])).length >= MAX_LISTING_PHOTOS) {
    throw new AppError('business_rule', 'vendor.too_many_photos', { max: MAX_LISTING_PHOTOS });
  }
  const stored = await storeImage(storage, bytes);
  try {
    const row = await db.transaction(async (tx) => {
      const { listing: locked } = await requireOwnListing(tx, userId, listingId, { lock: true });
      if ((await photosOf(tx, [listingId])).length >= MAX_LISTING_PHOTOS) {
        throw new AppError('business_rule', 'vendor.too_many_photos', { max: MAX_LISTING_PHOTOS });
      }
      await insertPhotoLast(tx, listingId, stored);
      await touchListing(tx, listingId);
      return locked;
    });
    return listingView(db, row);
  } catch (error) {
    await deleteImage(storage, stored.storageKey).catch(() => {});
    throw error;
  }
}

export async function removeListingPhoto(
  { db, storage }: VendorAreaDeps,
  userId: string,
  listingId: string,
  photoId: string,
) {
  const { row, removed } = await db.transaction(async (tx) => {
    const { listing } = await requireOwnListing(tx, userId, listingId, { lock: true });
    const photos = await photosOf(tx, [listingId]);
    if (!photos.some((photo) => photo.id === photoId))
      throw new AppError('not_found', 'vendor.photo_not_found');
    if (listing.status === 'published' && photos.length === 1) {
      throw new AppError('business_rule', 'vendor.last_photo');
    }
    const deleted = await deletePhoto(tx, listingId, photoId);
    await touchListing(tx, listingId);
    return { row: listing, removed: deleted };
  });
  // The files go once the row is gone for good; if this fails, an unused file stays behind, nothing breaks.
  if (removed) await deleteImage(storage, removed.storageKey).catch(() => {});
  return listingView(db, row);
}

export async function reorderListingPhotos(
  { db }: VendorAreaDeps,
  userId: string,
  listingId: string,
  photoIds: string[],
) {
  const row = await db.transaction(async (tx) => {
    const { listing } = await requireOwnListing(tx, userId, listingId, { lock: true });
    const current = new Set((await photosOf(tx, [listingId])).map((photo) => photo.id));
    const given = new Set(photoIds);
    if (
      given.size !== photoIds.length ||
      given.size !== current.size ||
      photoIds.some((id) => !current.has(id))
    ) {
      throw new AppError('validation', 'vendor.photo_order');
    }
    for (const [position, photoId] of photoIds.entries())
      await setPhotoPosition(tx, listingId, photoId, position);
    await touchListing(tx, listingId);
    return listing;
  });
  return listingView(db, row);
}

/** Every stored image a listing photo or shop logo points at: the daily sweep of unused files keeps these. */
export function imagesInUse(db: Database): Promise<Set<string>> {
  return imageKeysInUse(db);
}
