// Held messages: the texts, e-mails and payment prompts the outbound budget did not send, with who asked for them,
// to whom, about which event and which allowance ran out; the last day's count by allowance above the list.
import { type HeldMessage, heldRules } from '@sherehe/core/api/outbound';
import { formatPhone } from '@sherehe/core/phone';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useHeldMessages } from '../api/use-held-messages.ts';
import { LoadMore } from './load-more.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';

export function HeldMessagesSection() {
  const { t } = useTranslation('admin');
  const held = useHeldMessages();
  const list = held.data?.pages.flatMap((page) => page.messages) ?? [];
  const lastDay = held.data?.pages[0]?.lastDay;

  return (
    <section aria-labelledby="admin-held-heading">
      <SectionHeading id="admin-held-heading" title={t('held.heading')} intro={t('held.intro')} />
      {lastDay ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {heldRules.map((rule) => (
            <div key={rule} className="rounded-xl border border-stone-200 bg-white p-3">
              <dt className="text-sm text-stone-600">{t(`held.rules.${rule}`)}</dt>
              <dd className="font-bold text-stone-900 text-xl tabular">{lastDay[rule] ?? 0}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-6">
        {held.isPending ? (
          <ListSkeleton />
        ) : held.isError && !held.isFetchNextPageError ? (
          <SectionProblem error={held.error} onRetry={() => held.refetch()} retrying={held.isFetching} />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <ShieldAlert aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">{t('held.none')}</p>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.map((message) => (
                <HeldCard key={message.id} message={message} />
              ))}
            </ul>
            <LoadMore
              hasMore={held.hasNextPage}
              loading={held.isFetchingNextPage}
              error={held.isFetchNextPageError ? held.error : null}
              onLoadMore={() => held.fetchNextPage()}
            />
          </>
        )}
      </div>
    </section>
  );
}

function HeldCard({ message }: { message: HeldMessage }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormatDate();
  const to = message.recipient.startsWith('+') ? formatPhone(message.recipient) : message.recipient;
  const from =
    message.sender.kind === 'account'
      ? t('held.fromAccount', { name: message.sender.name ?? message.sender.id })
      : message.sender.kind === 'address'
        ? t('held.fromAddress', { address: message.sender.address })
        : t('held.fromSherehe');
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <p className="font-semibold text-stone-900">
        {t(`held.channels.${message.channel}`)} · <span className="break-all">{to}</span>
      </p>
      <p className="mt-1 text-sm text-stone-700">{from}</p>
      {message.event ? (
        <p className="mt-1 text-sm text-stone-700">{t('held.event', { name: message.event.name })}</p>
      ) : null}
      <p className="mt-1 text-sm text-stone-600">
        {t(`held.reasons.${message.rule}`)} · {dateTime(message.createdAt)}
      </p>
    </li>
  );
}
