// A listing photo at its stored proportions: width and height on the <img> reserve its box before it loads (no
// layout shift), srcset + sizes let the browser fetch only the width the slot needs.
import type { ListingPhoto as Photo } from '@sherehe/core/api/catalogue';
import { PHOTO_WIDTHS, photoSrcSet, photoUrl } from '@sherehe/core/media';
import { ImageIcon } from 'lucide-react';

type ListingPhotoProps = {
  photo: Photo | null;
  alt: string;
  /** The slot's width on screen, for the browser's pick from srcset. */
  sizes: string;
  /**
   * Cards load lazily; the product page's main photo and the first card, the first screen's largest picture, load
   * at once and before other pictures (they are in the server-drawn page, so the browser finds them early).
   */
  eager?: boolean;
  /** Crops to this box (cards) instead of the photo's own proportions (gallery). */
  aspectClass?: string;
};

export function ListingPhoto({
  photo,
  alt,
  sizes,
  eager = false,
  aspectClass = 'aspect-[4/3]',
}: ListingPhotoProps) {
  if (!photo) {
    return (
      <div
        className={`${aspectClass} flex w-full items-center justify-center bg-gradient-to-br from-teal-50 to-amber-50 text-teal-700/60`}
      >
        <ImageIcon aria-hidden="true" className="size-10" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={photoUrl(photo.storageKey, PHOTO_WIDTHS[1])}
      srcSet={photoSrcSet(photo.storageKey)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={`${aspectClass} h-auto w-full bg-stone-100 object-cover`}
    />
  );
}
