// The Account page's notifications: newest first, unread ones marked, each opening the page it is about (and marked
// read on the way), one at a time or all at once. Worded here from each kind and its values (i18next's
// notificationWords namespace, the same words the server pushes), so they follow the language on screen.
import type { NotificationItem } from '@sherehe/core/api/notifications';
import { wordsKey, wordsValues } from '@sherehe/core/notification-values';
import { Bell, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toLanguage } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useInbox } from '../api/use-inbox.ts';
import { useMarkAllRead, useMarkRead } from '../api/use-mark-read.ts';

/** The title and body of a notification in the language on screen. */
export function useNotificationWords() {
  const { t, i18n } = useTranslation('notificationWords');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (item: NotificationItem) => {
    const key = wordsKey(item.kind, item.params as never);
    const values = wordsValues(item.kind, item.params as never, language);
    return { title: t(`${key}.title`, values), body: t(`${key}.body`, values) };
  };
}

export function InboxCard() {
  const { t } = useTranslation('notifications');
  const inbox = useInbox();
  const markAll = useMarkAllRead();
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  // The newest page's count: the one asked for last.
  const unread = inbox.data?.pages[inbox.data.pages.length - 1]?.unreadCount ?? 0;

  let body: React.ReactNode;
  if (inbox.isPending) body = <ListSkeleton rows={2} />;
  else if (inbox.isError && !inbox.isFetchNextPageError) {
    body = (
      <FormAlert message={t('inbox.loadFailed')}>
        <p>{errorText(inbox.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void inbox.refetch()}>
          {t('inbox.retry')}
        </Button>
      </FormAlert>
    );
  } else if (items.length === 0) {
    body = (
      <div className="rounded-lg border border-stone-300 border-dashed p-5 text-center">
        <Bell aria-hidden="true" className="mx-auto size-8 text-stone-400" />
        <p className="mt-2 text-stone-700">{t('inbox.empty')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <InboxRow key={item.id} item={item} />
          ))}
        </ul>
        {inbox.hasNextPage ? (
          <LoadMoreButton
            loading={inbox.isFetchingNextPage}
            problem={inbox.isFetchNextPageError ? errorText(inbox.error) : null}
            label={t('inbox.loadMore')}
            loadingLabel={t('inbox.loadingMore')}
            className={buttonClasses({ variant: 'secondary' })}
            onLoadMore={() => void inbox.fetchNextPage()}
          />
        ) : null}
      </>
    );
  }

  return (
    <section
      id="notifications"
      aria-labelledby="notifications-heading"
      className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2
          id="notifications-heading"
          className="flex items-center gap-2 font-semibold text-stone-900 text-xl"
        >
          {t('inbox.heading')}
          {unread > 0 ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-sm tabular">
              {t('inbox.unreadCount', { count: unread })}
            </span>
          ) : null}
        </h2>
      </div>
      <p className="mt-1 mb-3 text-base text-stone-600">{t('inbox.intro')}</p>
      {unread > 0 ? (
        <div className="-mt-1 mb-2 flex justify-end">
          <Button variant="ghost" size="sm" loading={markAll.isPending} onClick={() => markAll.mutate()}>
            <Check aria-hidden="true" className="size-4" />
            {t('inbox.markAllRead')}
          </Button>
        </div>
      ) : null}
      {markAll.isError ? <FormAlert className="mb-3" message={t('inbox.actionFailed')} /> : null}
      {body}
    </section>
  );
}

function InboxRow({ item }: { item: NotificationItem }) {
  const { t } = useTranslation('notifications');
  const words = useNotificationWords()(item);
  const { dateTime } = useFormatDate();
  const markRead = useMarkRead();
  const unread = item.readAt === null;
  return (
    <li
      className={`flex items-start gap-1 rounded-lg border ${unread ? 'border-teal-200 bg-teal-50' : 'border-stone-200 bg-white'}`}
    >
      <Link
        to={item.path}
        onClick={() => {
          if (unread) markRead.mutate(item.id);
        }}
        className="min-w-0 flex-1 rounded-lg p-3 hover:bg-stone-50/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <p className="flex items-start gap-2 text-stone-900">
          {unread ? (
            <span className="mt-2 size-2 shrink-0 rounded-full bg-teal-700">
              <span className="sr-only">{t('inbox.unread')}: </span>
            </span>
          ) : null}
          <span className={unread ? 'font-semibold' : 'font-medium'}>{words.title}</span>
        </p>
        <p className="mt-0.5 text-stone-700">{words.body}</p>
        <p className="mt-1 text-sm text-stone-600">
          <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
        </p>
      </Link>
      {unread ? (
        <button
          type="button"
          aria-label={t('inbox.markRead', { title: words.title })}
          title={t('inbox.markRead', { title: words.title })}
          aria-disabled={markRead.isPending || undefined}
          onClick={() => {
            if (!markRead.isPending) markRead.mutate(item.id);
          }}
          className="m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-teal-800 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <Check aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </li>
  );
}
