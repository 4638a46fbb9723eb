// A side's conversations, the latest message first, each with what is new: on the Account page for a customer and in
// the vendor area for a vendor (app/ composes it into both).
import type { ConversationSide, ConversationSummary } from '@sherehe/core/api/conversations';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useConversationList } from '../api/use-conversations.ts';
import { QuietHours } from './quiet-hours-form.tsx';

export function ConversationsSection({ side }: { side: ConversationSide }) {
  const { t } = useTranslation('conversations');
  const list = useConversationList(side);
  const headingId = `conversations-${side}`;
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];

  let body: React.ReactNode;
  if (list.isPending)
    body = <div aria-hidden="true" className="mt-4 h-24 animate-pulse rounded-lg bg-stone-200" />;
  else if (list.isError) {
    body = (
      <FormAlert className="mt-4" message={t('list.loadFailed')}>
        <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </FormAlert>
    );
  } else if (conversations.length === 0) {
    body = (
      <p className="mt-4 text-stone-600">{side === 'customer' ? t('list.customerEmpty') : t('list.empty')}</p>
    );
  } else {
    body = (
      <>
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200">
          {conversations.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} />
          ))}
        </ul>
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className="mt-3"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('list.more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section
      id={side === 'customer' ? 'messages' : undefined}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-stone-900 text-xl">
        <MessageSquareText aria-hidden="true" className="size-5 text-teal-700" />
        {side === 'customer' ? t('list.customerHeading') : t('list.vendorHeading')}
      </h2>
      <p className="mt-1 text-base text-stone-600">
        {side === 'customer' ? t('list.customerIntro') : t('list.vendorIntro')}
      </p>
      {body}
      {side === 'vendor' ? <QuietHours /> : null}
    </section>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('conversations');
  const { dateTime } = useFormatDate();
  const name =
    conversation.side === 'customer' ? conversation.vendor.businessName : conversation.customerName;
  const last = conversation.lastMessage;
  // An empty body is a hidden message, or a quote sent without a note.
  const lastText = last.quote
    ? t('list.quote', { body: last.body })
    : last.photo
      ? t('list.photo')
      : last.body === ''
        ? t('list.hidden')
        : last.body;
  return (
    <li>
      <Link
        to={paths.conversation(conversation.id)}
        className="flex min-h-11 flex-col gap-0.5 p-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <span className="flex items-center justify-between gap-3">
          <span
            className={`truncate text-stone-900 ${conversation.unread > 0 ? 'font-bold' : 'font-medium'}`}
          >
            {name}
          </span>
          <time dateTime={last.sentAt} className="shrink-0 text-stone-500 text-xs">
            {dateTime(last.sentAt)}
          </time>
        </span>
        <span className="truncate text-sm text-stone-600">
          {conversation.listing?.title ?? t('list.aboutVendor')}
        </span>
        <span className="flex items-center justify-between gap-3">
          <span className="truncate text-sm text-stone-700">
            {last.side === conversation.side ? t('list.you', { body: lastText }) : lastText}
          </span>
          {conversation.unread > 0 ? (
            <span className="shrink-0 rounded-full bg-teal-700 px-2 py-0.5 font-semibold text-white text-xs">
              {t('list.new', { count: conversation.unread })}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
