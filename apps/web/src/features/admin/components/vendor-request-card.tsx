// One Become Vendor request: who asks (the contact as typed, the business they named, the account that has that
// contact), how long it has waited and since when, what was decided; approve and reject while it is pending; its
// history on demand.

import type { AdminVendorRequest } from '@sherehe/core/api/vendor-onboarding';
import { findCategory } from '@sherehe/core/categories';
import { formatPhone } from '@sherehe/core/phone';
import { Check, ChevronDown, X } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { toLanguage } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useFormatAge } from '../../../lib/relative-time.ts';
import { RequestHistory } from './request-history.tsx';

export type RequestDecisionKind = 'approve' | 'reject';

type VendorRequestCardProps = {
  request: AdminVendorRequest;
  onDecide: (kind: RequestDecisionKind, request: AdminVendorRequest, trigger: HTMLButtonElement) => void;
};

const statusColours: Record<AdminVendorRequest['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-green-50 text-green-800 ring-green-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

export function contactShown(request: Pick<AdminVendorRequest, 'contact' | 'contactKind'>): string {
  return request.contactKind === 'phone' ? formatPhone(request.contact) : request.contact;
}

export function VendorRequestCard({ request, onDecide }: VendorRequestCardProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { dateTime } = useFormatDate();
  const formatAge = useFormatAge();
  const kind = request.businessKind ? findCategory(request.businessKind) : undefined;
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const shown = contactShown(request);
  const decide = (kind: RequestDecisionKind) => (event: MouseEvent<HTMLButtonElement>) =>
    onDecide(kind, request, event.currentTarget);

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="break-all font-semibold text-base text-stone-900">{shown}</p>
        <span
          className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${statusColours[request.status]}`}
        >
          {t(`vendorRequests.status.${request.status}`)}
        </span>
        {request.invited ? (
          <span className="inline-flex items-center whitespace-nowrap rounded-full bg-teal-50 px-2.5 py-0.5 font-medium text-teal-800 text-xs ring-1 ring-teal-200 ring-inset">
            {t('vendorRequests.invitedBadge')}
          </span>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-stone-500">{t('vendorRequests.received')}</dt>
        <dd className="-mt-2 text-stone-900 sm:mt-0">
          {formatAge(request.createdAt)} ·{' '}
          <time dateTime={request.createdAt}>{dateTime(request.createdAt)}</time>
        </dd>
        {request.requestContact !== shown ? (
          <>
            <dt className="text-stone-500">{t('vendorRequests.asTyped')}</dt>
            <dd className="-mt-2 break-all text-stone-900 sm:mt-0">{request.requestContact}</dd>
          </>
        ) : null}
        {request.businessName ? (
          <>
            <dt className="text-stone-500">{t('vendorRequests.businessName')}</dt>
            <dd className="-mt-2 break-words text-stone-900 sm:mt-0">{request.businessName}</dd>
          </>
        ) : null}
        {request.businessKind ? (
          <>
            <dt className="text-stone-500">{t('vendorRequests.businessKind')}</dt>
            <dd className="-mt-2 text-stone-900 sm:mt-0">{kind ? kind[language] : request.businessKind}</dd>
          </>
        ) : null}
        <dt className="text-stone-500">{t('vendorRequests.account')}</dt>
        <dd className="-mt-2 break-words text-stone-900 sm:mt-0">
          {request.account
            ? t('vendorRequests.accountIs', {
                name: request.account.name,
                role: t(`roles.${request.account.userRole}`),
              })
            : t('vendorRequests.noAccount')}
        </dd>
        {request.decisionNote ? (
          <>
            <dt className="text-stone-500">{t('vendorRequests.note')}</dt>
            <dd className="-mt-2 break-words text-stone-900 sm:mt-0">{request.decisionNote}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {request.status === 'pending' ? (
          <>
            <Button
              type="button"
              onClick={decide('approve')}
              aria-label={t('vendorRequests.approveOf', { contact: shown })}
            >
              <Check aria-hidden="true" className="size-4" />
              {t('vendorRequests.approve')}
            </Button>
            <Button
              type="button"
              onClick={decide('reject')}
              aria-label={t('vendorRequests.rejectOf', { contact: shown })}
              variant="danger-outline"
            >
              <X aria-hidden="true" className="size-4" />
              {t('vendorRequests.reject')}
            </Button>
          </>
        ) : null}
        <Button
          type="button"
          aria-expanded={open}
          aria-controls={historyId}
          onClick={() => setOpen((value) => !value)}
          variant="secondary"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
          {t('vendorRequests.history')}
        </Button>
      </div>
      <div id={historyId}>
        {open ? <RequestHistory id={request.id} receivedAt={request.createdAt} /> : null}
      </div>
    </li>
  );
}
