// Sharing a post: the phone's own share sheet where the browser has one (Web Share API), else the link copied;
// and a WhatsApp message with the title and the link, in the words the post is shown in.
import type { PublicNewsPost } from '@sherehe/core/api/news';
import { Check, Copy, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';

export const whatsAppLink = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;

type Sharing = 'idle' | 'copied' | 'failed';

export function SharePost({ post }: { post: PublicNewsPost }) {
  const { t } = useTranslation('news');
  const [state, setState] = useState<Sharing>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const message = t('post.share.message', { title: post.title, url: post.shareUrl });

  async function share() {
    if (canShare) {
      try {
        await navigator.share({ title: post.title, text: post.summary || post.title, url: post.shareUrl });
      } catch {
        // Closed without sharing, or refused: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(post.shareUrl);
      setState('copied');
      setTimeout(() => setState('idle'), 3000);
    } catch {
      setState('failed');
    }
  }

  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id="share-heading" className="font-semibold text-base text-stone-900">
        {t('post.share.heading')}
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" size="lg" className="flex-1" onClick={() => void share()}>
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-5" />
          ) : canShare ? (
            <Share2 aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {canShare
            ? t('post.share.share')
            : state === 'copied'
              ? t('post.share.copied')
              : t('post.share.copy')}
        </Button>
        <a
          href={whatsAppLink(message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: 'lg', className: 'flex-1' })}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('post.share.whatsApp')}
        </a>
      </div>
      <p aria-live="polite" className={state === 'failed' ? 'mt-2 text-red-700 text-sm' : 'sr-only'}>
        {state === 'copied'
          ? t('post.share.copiedAnnounce')
          : state === 'failed'
            ? t('post.share.copyFailed')
            : ''}
      </p>
    </section>
  );
}
