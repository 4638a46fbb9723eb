// The listing's vendor answers a review: one reply, which they may edit.

import type { Review } from '@sherehe/core/api/reviews';
import { REVIEW_TEXT_MAX } from '@sherehe/core/review-limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useReplyToReview } from '../api/use-listing-reviews.ts';

export function ReplyForm({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const reply = useReplyToReview();

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 h-11 rounded-full px-4 font-medium text-teal-700 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {review.reply ? t('reply.edit') : t('reply.write')}
      </button>
    );
  }
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim()) return setProblem(t('reply.needText'));
        reply.mutate(
          { reviewId: review.id, body },
          { onSuccess: () => setOpen(false), onError: (error) => setProblem(errorText(error)) },
        );
      }}
    >
      <label htmlFor={id} className="font-medium text-sm text-stone-800">
        {t('reply.label')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        className="w-full rounded-lg border border-stone-300 bg-white p-3"
      />
      {problem ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" size="lg" disabled={reply.isPending}>
          {t('reply.send')}
        </Button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="h-11 rounded-full px-4 text-stone-700"
        >
          {t('reply.cancel')}
        </button>
      </div>
    </form>
  );
}
