// The status moves of a listing: publish a draft or an archived one, archive a published one, back to draft.
import type { ListingStatus, VendorListing } from '@sherehe/core/api/vendor-area';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useListingStatus } from '../api/use-vendor-listings.ts';

const moves: Record<ListingStatus, ListingStatus[]> = {
  draft: ['published', 'archived'],
  published: ['archived', 'draft'],
  archived: ['published', 'draft'],
};

const actionKey: Record<ListingStatus, string> = {
  published: 'actions.publish',
  archived: 'actions.archive',
  draft: 'actions.toDraft',
};

export function StatusActions({ listing }: { listing: VendorListing }) {
  const { t } = useTranslation('vendor');
  const change = useListingStatus();
  return (
    <>
      {moves[listing.status].map((status) => (
        <Button
          key={status}
          type="button"
          variant={status === 'published' ? 'primary' : 'secondary'}
          disabled={change.isPending}
          aria-label={`${t(actionKey[status])}: ${listing.title}`}
          onClick={() =>
            change.mutate(
              { id: listing.id, status },
              {
                onSuccess: () => toast.success(t(`statusDone.${status}`, { title: listing.title })),
                onError: (error) => toast.error(errorText(error)),
              },
            )
          }
        >
          {t(actionKey[status])}
        </Button>
      ))}
    </>
  );
}
