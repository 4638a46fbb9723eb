// One side's photos of evidence: small pictures that open full size. Served only to the order's two sides and admins.
import type { DisputePhoto } from '@sherehe/core/api/disputes';
import { useTranslation } from 'react-i18next';
import { disputePhotoUrl } from '../api/use-dispute.ts';

export function EvidencePhotos({
  orderId,
  photos,
  by,
}: {
  orderId: string;
  photos: DisputePhoto[];
  by: string;
}) {
  const { t } = useTranslation('disputes');
  if (photos.length === 0) return null;
  return (
    <ul aria-label={t('card.photos')} className="mt-3 flex flex-wrap gap-2">
      {photos.map((photo, index) => {
        const url = disputePhotoUrl(orderId, photo.id);
        const name = t('card.photo', { number: index + 1, name: by });
        return (
          <li key={photo.id}>
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="block rounded-lg focus-visible:outline-2"
            >
              <img
                src={url}
                alt={name}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="size-24 rounded-lg border border-stone-200 object-cover sm:size-28"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
