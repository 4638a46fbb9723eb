// The history tab: every change to the event, newest first, with who did it and what it was about (names, amounts,
// roles), in the language on screen.
import type { EventHistoryEntry } from '@sherehe/core/api/events';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useEventHistory } from '../api/use-event-history.ts';

export function HistorySection({ eventId }: { eventId: string }) {
  const { t } = useTranslation('eventManage');
  const history = useEventHistory(eventId);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];

  let body: React.ReactNode;
  if (history.isPending) body = <ListSkeleton rows={3} />;
  else if (history.isError && !history.isFetchNextPageError) {
    body = (
      <FormAlert message={t('history.loadFailed')}>
        <p>{errorText(history.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void history.refetch()}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  } else if (entries.length === 0) {
    body = <p className="text-stone-700">{t('history.empty')}</p>;
  } else {
    body = (
      <>
        <ol className="flex flex-col gap-2">
          {entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
        {history.hasNextPage ? (
          <LoadMoreButton
            loading={history.isFetchingNextPage}
            problem={history.isFetchNextPageError ? errorText(history.error) : null}
            label={t('history.loadMore')}
            loadingLabel={t('history.loadingMore')}
            className={buttonClasses({ variant: 'secondary' })}
            onLoadMore={() => void history.fetchNextPage()}
          />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="mb-4 font-semibold text-stone-900 text-xl">
        {t('history.heading')}
      </h2>
      {body}
    </section>
  );
}

const roleKeys = new Set(['role', 'from', 'to', 'fromRole', 'toRole']);

/**
 * The entry's details as "label: value" pairs: money as money, roles, methods and answers in words. A label may be
 * worded for one kind of entry (Swahili agrees with what was sent: cards, not reminders).
 */
export function useHistoryDetails() {
  const { t, i18n } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  return (details: EventHistoryEntry['details'], action?: EventHistoryEntry['action']) =>
    Object.entries(details).map(([key, value]) => {
      const own = `history.detailsOf.${action}.${key}`;
      const label = i18n.exists(`eventManage:${own}`)
        ? t(own)
        : i18n.exists(`eventManage:history.details.${key}`)
          ? t(`history.details.${key}`)
          : key;
      let shown = String(value);
      if (typeof value === 'number' && /Tzs$/.test(key)) shown = formatTzs(value);
      else if (typeof value === 'number') shown = formatDecimal(value);
      else if (roleKeys.has(key) && i18n.exists(`eventManage:roles.${value}`)) shown = t(`roles.${value}`);
      else if (key === 'method' && i18n.exists(`eventManage:method.${value}`)) shown = t(`method.${value}`);
      else if (key === 'answer' && i18n.exists(`eventManage:history.answers.${value}`)) {
        shown = t(`history.answers.${value}`);
      } else if (key === 'anchor' && i18n.exists(`eventManage:reminders.anchors.${value}`)) {
        shown = t(`reminders.anchors.${value}`);
      } else if (/^\d{4}-\d{2}-\d{2}$/.test(shown)) shown = day(shown);
      return { key, label, value: shown };
    });
}

function HistoryItem({ entry }: { entry: EventHistoryEntry }) {
  const { t } = useTranslation('eventManage');
  const { dateTime } = useFormatDate();
  const details = useHistoryDetails()(entry.details, entry.action);
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3">
      <p className="font-medium text-stone-900">{t(`history.actions.${entry.action}`)}</p>
      {details.length > 0 ? (
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
          {details.map((detail) => (
            <div key={detail.key} className="flex gap-1">
              <dt className="text-stone-600">{detail.label}:</dt>
              <dd className="text-stone-900 tabular">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-1 text-sm text-stone-600">
        {dateTime(entry.at)} · {entry.actorName ?? t('history.system')}
      </p>
    </li>
  );
}
