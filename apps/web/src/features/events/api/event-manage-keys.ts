// Query keys of the committee's event page and the Account page's events: one root per event, so whatever changes
// on it (a payment, a pledge, a member, a guest, a card) refreshes its figures, ledger, guests, cards, pledge and
// history together.
import type { GuestsQuery } from '@sherehe/core/api/guests';
import type { LedgerQuery } from '@sherehe/core/api/pledges';

export const eventManageKeys = {
  all: ['events'] as const,
  mine: () => [...eventManageKeys.all, 'mine'] as const,
  event: (id: string) => [...eventManageKeys.all, 'event', id] as const,
  detail: (id: string) => [...eventManageKeys.event(id), 'detail'] as const,
  ledger: (id: string, query: LedgerQuery) => [...eventManageKeys.event(id), 'ledger', query] as const,
  guests: (id: string, query: GuestsQuery) => [...eventManageKeys.event(id), 'guests', query] as const,
  cardTypes: (id: string) => [...eventManageKeys.event(id), 'card-types'] as const,
  pledge: (id: string, pledgeId: string) => [...eventManageKeys.event(id), 'pledge', pledgeId] as const,
  committee: (id: string) => [...eventManageKeys.event(id), 'committee'] as const,
  reminderRules: (id: string) => [...eventManageKeys.event(id), 'reminder-rules'] as const,
  history: (id: string) => [...eventManageKeys.event(id), 'history'] as const,
  money: (id: string) => [...eventManageKeys.event(id), 'money'] as const,
  arrivals: (id: string) => [...eventManageKeys.event(id), 'arrivals'] as const,
};
