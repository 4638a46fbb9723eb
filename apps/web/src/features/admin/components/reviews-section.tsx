// Reviews: the newest reviews across the site, hidden ones too, found by their words, author or listing; hide an abusive one (it leaves the listing's page
// and its rating) or show it again, each after a confirmation.
import type { AdminReview } from '@sherehe/core/api/reviews';
import { MessageSquareText } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { type ReviewFilter, useAdminReviews } from '../api/use-admin-reviews.ts';
import { useReviewVisibility } from '../api/use-review-visibility.ts';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { LoadMore } from './load-more.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { ReviewCard } from './review-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const filters: readonly ReviewFilter[] = ['all', 'visible', 'hidden'];

export function ReviewsSection() {
  const { t } = useTranslation('admin');
  const search = useListSearch();
  const shown = useStatusParam(filters, 'all');
  const reviews = useAdminReviews(search, shown);
  const [open, setOpen] = useState<AdminReview | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section aria-labelledby="admin-reviews-heading">
      <SectionHeading id="admin-reviews-heading" title={t('reviews.heading')} intro={t('reviews.intro')} />
      <ListSearchForm label={t('reviews.search')} hint={t('reviews.searchHint')} />
      <StatusFilter
        label={t('reviews.filter')}
        fallback="all"
        options={filters.map((value) => ({ value, label: t(`reviews.filters.${value}`) }))}
      />
      <div className="mt-6">
        {reviews.isPending ? (
          <ListSkeleton />
        ) : reviews.isError && !reviews.isFetchNextPageError ? (
          <SectionProblem
            error={reviews.error}
            onRetry={() => reviews.refetch()}
            retrying={reviews.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <MessageSquareText aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">
              {search ? t('reviews.noMatch', { search }) : t(`reviews.empty.${shown}`)}
            </p>
          </div>
        ) : (
          <div
            aria-busy={reviews.isPlaceholderData || undefined}
            className={reviews.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('reviews.shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  onToggle={(chosen, trigger) => {
                    triggerRef.current = trigger;
                    setOpen(chosen);
                  }}
                />
              ))}
            </ul>
            <LoadMore
              hasMore={reviews.hasNextPage}
              loading={reviews.isFetchingNextPage}
              error={reviews.isFetchNextPageError ? reviews.error : null}
              onLoadMore={() => reviews.fetchNextPage()}
            />
          </div>
        )}
      </div>
      {open ? (
        <ReviewVisibilityDialog review={open} onClose={() => setOpen(null)} returnFocusRef={triggerRef} />
      ) : null}
    </section>
  );
}

function ReviewVisibilityDialog({
  review,
  onClose,
  returnFocusRef,
}: {
  review: AdminReview;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('admin');
  const change = useReviewVisibility();
  const hiding = !review.hidden;
  const words = hiding ? 'reviews.hideDialog' : 'reviews.showDialog';
  const values = { name: review.authorName, title: review.listingTitle };
  return (
    <NoteDialog
      title={t(`${words}.title`, values)}
      body={t(`${words}.body`, values)}
      danger={hiding}
      confirmLabel={t(hiding ? 'reviews.hide' : 'reviews.show')}
      pending={change.isPending}
      error={change.error}
      returnFocusRef={returnFocusRef}
      onClose={onClose}
      onConfirm={() =>
        change.mutate(
          { id: review.id, hidden: hiding },
          {
            onSuccess: () => {
              toast.success(t(`${words}.done`, values));
              onClose();
            },
          },
        )
      }
    />
  );
}
