// What an uploaded image may be; shared by the upload routes (multipart limits) and the image checks.

import { MAX_PHOTO_MB } from '@sherehe/core/listing-rules';

export const MAX_UPLOAD_MB = MAX_PHOTO_MB;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** A decompression bomb declares huge dimensions in a tiny file; nothing a phone takes comes near 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp'] as const;

export const uploadMessages = {
  tooLarge: `The photo is larger than ${MAX_UPLOAD_MB} MB. Choose a smaller one.`,
  notImage: 'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
  tooManyPixels: 'This image is too large in pixels (more than 40 megapixels). Choose a smaller photo.',
  empty: 'The file is empty. Choose a photo.',
} as const;
