// What an uploaded image may be; shared by the upload routes (multipart limits) and the image checks.

import { MAX_PHOTO_MB } from '@sherehe/core/listing-rules';

export const MAX_UPLOAD_MB = MAX_PHOTO_MB;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** A decompression bomb declares huge dimensions in a tiny file; nothing a phone takes comes near 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp'] as const;
