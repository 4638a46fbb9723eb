// /event-planners/messages/:id: one conversation between a customer and a vendor, for either side: what the customer
// asked about, the messages (older ones on request), a word on why numbers are hidden before a booking, a report on
// each of the other side's messages, and the box to answer. What is shown is marked read.
import type { ConversationDetail, Message } from '@sherehe/core/api/conversations';
import { FileText, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { reasonOf } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { olderMessages, useConversation, useMarkRead } from '../api/use-conversations.ts';
import { MessageBubble } from '../components/message-bubble.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { QuoteComposer, type QuoteListingChoice } from '../components/quote-composer.tsx';

/** The vendor's listings a quote's lines may name, read by the vendor feature (app/ composes the two). */
export type QuoteListingsSlot = (render: (choices: QuoteListingChoice[]) => ReactNode) => ReactNode;

export function ConversationPage({ quoteListings }: { quoteListings?: QuoteListingsSlot }) {
  const { id = '' } = useParams();
  const signedIn = useSession((state) => state.user !== null);
  if (!signedIn) return <Navigate to={paths.login(paths.conversation(id))} replace />;
  return <ConversationScreen key={id} id={id} quoteListings={quoteListings} />;
}

function ConversationScreen({
  id,
  quoteListings,
}: {
  id: string;
  quoteListings?: QuoteListingsSlot | undefined;
}) {
  const { t } = useTranslation('conversations');
  const conversation = useConversation(id);
  const other = conversation.data ? otherName(conversation.data) : null;
  useDocumentTitle(other ? t('conversation.title', { name: other }) : t('list.customerHeading'));

  let body: React.ReactNode;
  if (conversation.isPending) {
    body = <div aria-hidden="true" className="mt-6 h-72 animate-pulse rounded-xl bg-stone-200" />;
  } else if (conversation.data) {
    // A refresh that failed leaves what was read on screen (and any open form with what was typed in it).
    body = <Thread conversation={conversation.data} quoteListings={quoteListings} />;
  } else {
    const missing = ['conversation.not_found', 'conversation.id_invalid'].includes(
      reasonOf(conversation.error) ?? '',
    );
    body = (
      <FormAlert
        className="mt-6"
        message={missing ? t('conversation.notFound') : t('conversation.loadFailed')}
      >
        {missing ? null : (
          <Button variant="secondary" className="mt-3" onClick={() => void conversation.refetch()}>
            {t('conversation.retry')}
          </Button>
        )}
      </FormAlert>
    );
  }
  const side = conversation.data?.side ?? 'customer';
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <Link
        to={side === 'vendor' ? paths.vendorArea : paths.account('messages')}
        className={buttonClasses({ variant: 'link', size: 'sm' })}
      >
        {side === 'vendor' ? t('conversation.toVendorArea') : t('conversation.toAccount')}
      </Link>
      {body}
    </section>
  );
}

const otherName = (conversation: ConversationDetail) =>
  conversation.side === 'customer' ? conversation.vendor.businessName : conversation.customerName;

function Thread({
  conversation,
  quoteListings,
}: {
  conversation: ConversationDetail;
  quoteListings?: QuoteListingsSlot | undefined;
}) {
  const { t } = useTranslation('conversations');
  const [quoting, setQuoting] = useState(false);
  const [earlier, setEarlier] = useState<{ messages: Message[]; cursor: string | null } | null>(null);
  const [earlierFailed, setEarlierFailed] = useState(false);
  const markRead = useMarkRead(conversation.id);
  const cursor = earlier ? earlier.cursor : conversation.olderCursor;

  // What the other side wrote is read once it is on screen; the lists' and the badge's counts follow.
  const { mutate: read } = markRead;
  useEffect(() => {
    if (conversation.unread > 0) read();
  }, [conversation.unread, read]);

  async function showEarlier() {
    if (!cursor) return;
    setEarlierFailed(false);
    try {
      const page = await olderMessages(conversation.id, cursor);
      setEarlier((current) => ({
        messages: [...page.messages, ...(current?.messages ?? [])],
        cursor: page.olderCursor,
      }));
    } catch {
      setEarlierFailed(true);
    }
  }

  const messages = [...(earlier?.messages ?? []), ...conversation.messages];
  return (
    <>
      <h1 className="mt-2 font-bold text-2xl text-stone-900">{otherName(conversation)}</h1>
      <InquiryFacts conversation={conversation} />
      {conversation.contactsHidden ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('conversation.contactsHidden')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3">
        {cursor ? (
          <Button variant="ghost" size="sm" className="self-center" onClick={() => void showEarlier()}>
            {t('conversation.earlier')}
          </Button>
        ) : null}
        <FormAlert message={earlierFailed ? t('conversation.earlierFailed') : null} />
        <ol
          aria-label={t('conversation.title', { name: otherName(conversation) })}
          className="flex flex-col gap-3"
        >
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              conversationId={conversation.id}
              message={message}
              author={message.mine ? t('conversation.you') : otherName(conversation)}
            />
          ))}
        </ol>
      </div>
      {conversation.side === 'vendor' ? (
        <div className="mt-6 rounded-lg border border-teal-200 bg-teal-50 p-3">
          <p className="text-sm text-teal-900">{t('quote.form.intro')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => setQuoting(true)}>
            <FileText aria-hidden="true" className="size-4" />
            {t('quote.form.open')}
          </Button>
        </div>
      ) : null}
      {quoting
        ? (quoteListings ?? ((render) => render([])))((choices) => (
            <QuoteComposer conversation={conversation} choices={choices} onClose={() => setQuoting(false)} />
          ))
        : null}
      <MessageComposer id={conversation.id} />
    </>
  );
}

function InquiryFacts({ conversation }: { conversation: ConversationDetail }) {
  const { t } = useTranslation('conversations');
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  const { inquiry, listing } = conversation;
  const facts = [
    inquiry.eventDate ? [t('conversation.eventDate'), day(inquiry.eventDate)] : null,
    inquiry.guests !== null ? [t('conversation.guests'), String(inquiry.guests)] : null,
    inquiry.location ? [t('conversation.location'), inquiry.location] : null,
    inquiry.budgetTzs !== null ? [t('conversation.budget'), formatTzs(inquiry.budgetTzs)] : null,
  ].filter((fact): fact is [string, string] => fact !== null);
  return (
    <div className="mt-2 text-sm text-stone-700">
      {listing ? (
        <Link to={paths.listing(listing.id)} className="font-medium text-teal-700 underline">
          {t('conversation.about', { listing: listing.title })}
        </Link>
      ) : (
        <p>{t('conversation.generalQuestion', { vendor: conversation.vendor.businessName })}</p>
      )}
      {conversation.orderId ? (
        <Link to={paths.order(conversation.orderId)} className="ml-3 font-medium text-teal-700 underline">
          {t('conversation.order')}
        </Link>
      ) : null}
      {facts.length > 0 ? (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-stone-500">{term}</dt>
              <dd className="font-medium text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
