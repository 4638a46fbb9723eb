// One line of the audit log: what was done, by whom, to what, when, and the details in short.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';
import type { AuditEntry } from '../api/use-audit-log.ts';
import { actionLabel, detailsSummary } from './audit-summary.ts';

type AuditEntryItemProps = {
  entry: AuditEntry;
  /** The signed-in admin's id, to say "you". */
  myId: string | undefined;
};

// Enough of an id to tell accounts apart once the account (and so its name) is gone.
const shortId = (id: string) => id.slice(0, 8);

// Shops and requests are named from the entry's details (what they were called when it was written).
function targetLabel(
  entry: AuditEntry,
  person: (id: string, name: string | null) => string,
  t: TFunction<'admin'>,
): string {
  const details = entry.details ?? {};
  if (entry.targetType === 'user') return person(entry.targetId, entry.targetName);
  if (entry.targetType === 'vendor' && typeof details.businessName === 'string') {
    return t('audit.targets.vendor', { name: details.businessName });
  }
  if (entry.targetType === 'vendor_request' && typeof details.contact === 'string') {
    return t('audit.targets.vendorRequest', { contact: details.contact });
  }
  if (entry.targetType === 'listing' && typeof details.title === 'string') {
    return t('audit.targets.listing', { title: details.title, shop: details.businessName ?? '' });
  }
  if (entry.targetType === 'review') return t('audit.targets.review');
  if (entry.targetType === 'money_settings') return t('audit.targets.moneySettings');
  if (entry.targetType === 'payout') return t('audit.targets.payout');
  if (entry.targetType === 'medical_place' && typeof details.name === 'string') {
    return t('adminMediFinder:audit.target', { name: details.name });
  }
  if (entry.targetType === 'news_post' && typeof details.title === 'string') {
    return t('adminNews:audit.target', { title: details.title });
  }
  return `${entry.targetType} ${entry.targetId}`;
}

export function AuditEntryItem({ entry, myId }: AuditEntryItemProps) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormatDate();

  // The server names every account that still exists.
  function person(id: string, name: string | null): string {
    if (name === null) return t('audit.goneAccount', { id: shortId(id) });
    return id === myId ? t('audit.you', { name }) : name;
  }
  const actor = entry.actorId ? person(entry.actorId, entry.actorName) : t('audit.commandLine');
  const target = targetLabel(entry, person, t);
  const details = detailsSummary(entry, t);

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-stone-900">{actionLabel(entry.action, t)}</p>
        <time dateTime={entry.createdAt} className="text-sm text-stone-600 tabular-nums">
          {dateTime(entry.createdAt)}
        </time>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-stone-500">{t('audit.who')}</dt>
        <dd className="-mt-2 break-words text-stone-900 sm:mt-0">{actor}</dd>
        <dt className="text-stone-500">{t('audit.target')}</dt>
        <dd className="-mt-2 break-words text-stone-900 sm:mt-0">{target}</dd>
        {details ? (
          <>
            <dt className="text-stone-500">{t('audit.detailsLabel')}</dt>
            <dd className="-mt-2 break-words text-stone-900 sm:mt-0">{details}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
