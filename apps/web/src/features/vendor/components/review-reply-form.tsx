// The vendor's answer to one review: written once, edited after; the server's refusal is shown in the form.
import type { VendorReview } from '@sherehe/core/api/reviews';
import { REVIEW_TEXT_MAX } from '@sherehe/core/review-limits';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useReplyToReview } from '../api/use-vendor-reviews.ts';

export function ReviewReplyForm({ review }: { review: VendorReview }) {
  const { t } = useTranslation('vendor');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const reply = useReplyToReview();

  // Focus goes back where the vendor was, not to the top of the page, once the button is back on screen.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    toggle.current?.focus();
  }, [open]);

  function close() {
    returnFocus.current = true;
    setOpen(false);
    setProblem(null);
  }

  if (!open) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          ref={toggle}
          type="button"
          variant="secondary"
          onClick={() => {
            setBody(review.reply?.body ?? '');
            setSaved(false);
            setOpen(true);
          }}
        >
          {review.reply ? t('reviews.edit') : t('reviews.write')}
        </Button>
        <p role="status" className="text-green-800 text-sm">
          {saved ? t('reviews.saved') : null}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim()) return setProblem(t('reviews.needText'));
        setProblem(null);
        reply.mutate(
          { reviewId: review.id, body },
          {
            onSuccess: () => {
              setSaved(true);
              close();
            },
            onError: (error) => setProblem(errorText(error)),
          },
        );
      }}
    >
      <label htmlFor={id} className="font-medium text-sm text-stone-800">
        {t('reviews.label', { author: review.authorName })}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
        value={body}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setBody(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: opened by the vendor's own click, so the field is where they expect
        autoFocus
        className="w-full rounded-lg border border-stone-300 bg-white p-3 text-base focus-visible:outline-2 focus-visible:outline-teal-700"
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="font-medium text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t('reviews.sending') : t('reviews.send')}
        </Button>
        <Button type="button" onClick={close} variant="secondary">
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
