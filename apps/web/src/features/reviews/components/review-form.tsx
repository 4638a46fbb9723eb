// The signed-in person's review of this listing: write it, edit it (once per listing), or delete it, unless an
// admin has hidden it (the server refuses that: deleting and writing again would undo the moderation).

import type { ListingReviewsResponse } from '@sherehe/core/api/reviews';
import { REVIEW_TEXT_MAX } from '@sherehe/core/review-limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { StarInput } from '../../../components/stars.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteReview, useWriteReview } from '../api/use-listing-reviews.ts';

type Own = ListingReviewsResponse['viewer']['ownReview'];

export function ReviewForm({ listingId, own }: { listingId: string; own: Own }) {
  const { t } = useTranslation('reviews');
  const textId = useId();
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [body, setBody] = useState(own?.body ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const write = useWriteReview(listingId);
  const remove = useDeleteReview(listingId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setProblem(t('form.needRating'));
    if (!body.trim()) return setProblem(t('form.needText'));
    setProblem(null);
    write.mutate(
      { rating, body },
      {
        onSuccess: () => toast.success(own ? t('form.updated') : t('form.thanks')),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <h3 className="font-semibold text-stone-900">{own ? t('form.editTitle') : t('form.title')}</h3>
      {own?.hidden ? <p className="text-sm text-stone-700">{t('form.hidden')}</p> : null}
      <StarInput value={rating} onChange={setRating} legend={t('form.rating')} />
      <div>
        <label htmlFor={textId} className="block font-medium text-sm text-stone-800">
          {t('form.text')}
        </label>
        <textarea
          id={textId}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className="mt-1.5 w-full rounded-lg border border-stone-300 bg-white p-3"
        />
      </div>
      {problem ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={write.isPending}>
          {own ? t('form.save') : t('form.submit')}
        </Button>
        {own && !own.hidden ? (
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setRating(0);
                  setBody('');
                  toast.success(t('form.deleted'));
                },
                onError: (error) => setProblem(errorText(error)),
              })
            }
            className="h-11 rounded-full px-4 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            {t('form.delete')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
