// Limits of a listing that the server enforces and the vendor's editor shows before asking (no zod: the web reads it).

export const MAX_LISTING_PHOTOS = 10;
export const MAX_PRICE_TZS = 1_000_000_000;
/** Uploads: JPEG, PNG or WebP, judged by content on the server. */
export const MAX_PHOTO_MB = 10;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
