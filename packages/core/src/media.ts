// Where the resized photos of a stored image live: one storage key, one WebP file per width. The server writes and
// serves them (/media/…); pages build srcset from the same widths, so neither side guesses the other's names.

export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export function photoUrl(storageKey: string, width: PhotoWidth): string {
  return `/media/${storageKey}/${width}.webp`;
}

/** For <img srcset>: every width, so the browser picks what the slot and the screen need. */
export function photoSrcSet(storageKey: string): string {
  return PHOTO_WIDTHS.map((width) => `${photoUrl(storageKey, width)} ${width}w`).join(', ');
}
