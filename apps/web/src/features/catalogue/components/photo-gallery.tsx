// A listing's photos: one large in a fixed 4:3 frame (switching photos never moves the page), thumbnails below as
// buttons. The large photo loads at once: it is what the page is for.
import type { ListingPhoto as Photo } from '@sherehe/core/api/catalogue';
import { PHOTO_WIDTHS, photoUrl } from '@sherehe/core/media';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingPhoto } from './listing-photo.tsx';

// Beside the details from 1024 px (half of a 72rem page), the full width below.
const MAIN_SIZES = '(min-width: 1024px) 560px, 100vw';

export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation('catalogue');
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? null;
  return (
    <div>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
        <ListingPhoto
          photo={current}
          alt={current ? t('gallery.photoOf', { title, number: index + 1, count: photos.length }) : ''}
          sizes={MAIN_SIZES}
          eager
          aspectClass="aspect-[4/3] object-contain"
        />
      </div>
      {photos.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.thumbnails')}>
          {photos.map((photo, position) => (
            <li key={photo.storageKey} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-pressed={position === index}
                aria-label={t('gallery.show', { number: position + 1, count: photos.length })}
                className={`block overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${position === index ? 'border-teal-600' : 'border-transparent'}`}
              >
                <img
                  src={photoUrl(photo.storageKey, PHOTO_WIDTHS[0])}
                  width={64}
                  height={48}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-16 bg-stone-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
