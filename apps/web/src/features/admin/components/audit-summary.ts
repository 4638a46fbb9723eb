// Puts an audit entry into words: the action's label, and its details (a role change's from → to) in a short line.
import type { TFunction } from 'i18next';
import { toLanguage } from '../../../lib/format.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { AuditEntry } from '../api/use-audit-log.ts';

// Actions the server records today; an unknown one (added on the server first) is shown by its own name.
const actionKeys: Record<string, string> = {
  'user.role_changed': 'audit.actions.roleChanged',
  'user.disabled': 'audit.actions.disabled',
  'user.enabled': 'audit.actions.enabled',
  'user.created_admin': 'audit.actions.createdAdmin',
  'user.identity_linked': 'audit.actions.identityLinked',
  'vendor_request.approved': 'audit.actions.vendorRequestApproved',
  'vendor_request.rejected': 'audit.actions.vendorRequestRejected',
  'vendor.suspended': 'audit.actions.vendorSuspended',
  'vendor.reinstated': 'audit.actions.vendorReinstated',
  'listing.archived': 'audit.actions.listingArchived',
  'listing.restored': 'audit.actions.listingRestored',
  'review.hide': 'audit.actions.reviewHidden',
  'review.unhide': 'audit.actions.reviewShown',
  'planner.prices_changed': 'audit.actions.plannerPricesChanged',
  'money_settings.changed': 'audit.actions.moneySettingsChanged',
  'payout_account.set': 'audit.actions.payoutAccountSet',
  'payout_account.changed': 'audit.actions.payoutAccountChanged',
  'payout.retried': 'audit.actions.payoutRetried',
  'payout.settled': 'audit.actions.payoutSettled',
  'payout.held': 'audit.actions.payoutHeld',
  'payout.hold_lifted': 'audit.actions.payoutHoldLifted',
  'medi_finder.place_registered': 'adminMediFinder:audit.actions.placeRegistered',
  'medi_finder.place_edited': 'adminMediFinder:audit.actions.placeEdited',
  'medi_finder.place_verified': 'adminMediFinder:audit.actions.placeVerified',
  'medi_finder.place_hidden': 'adminMediFinder:audit.actions.placeHidden',
  'medi_finder.subscription_granted': 'adminMediFinder:audit.actions.subscriptionGranted',
  'medi_finder.subscription_cancelled': 'adminMediFinder:audit.actions.subscriptionCancelled',
  'news.created': 'adminNews:audit.actions.created',
  'news.updated': 'adminNews:audit.actions.updated',
  'news.scheduled': 'adminNews:audit.actions.scheduled',
  'news.published': 'adminNews:audit.actions.published',
  'news.unpublished': 'adminNews:audit.actions.unpublished',
  'news.deleted': 'adminNews:audit.actions.deleted',
  'news.cover_changed': 'adminNews:audit.actions.coverChanged',
};

const listingStatuses = new Set(['draft', 'published', 'archived']);
const placeStatuses = new Set(['pending', 'listed', 'hidden']);
const newsStatuses = new Set(['draft', 'scheduled', 'published']);

/** The language a fixed `t` speaks (i18next keeps it on the function), for dates in the same words. */
const languageOf = (t: TFunction<'admin'>) =>
  toLanguage((t as unknown as { lng?: string }).lng ?? currentLanguage());

const roles = new Set(['user', 'vendor', 'admin']);
const DETAILS_MAX = 140;

export function actionLabel(action: string, t: TFunction<'admin'>): string {
  const key = actionKeys[action];
  return key ? t(key) : action;
}

function roleName(value: unknown, t: TFunction<'admin'>): string | null {
  return typeof value === 'string' && roles.has(value) ? t(`roles.${value}`) : null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

function plain(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value);
}

/** One line for the details, or null when there are none. Known shapes read as sentences, others as key: value. */
export function detailsSummary(entry: AuditEntry, t: TFunction<'admin'>): string | null {
  const details = entry.details;
  if (!details || Object.keys(details).length === 0) return null;
  const { from, to, by, ...rest } = details;
  const parts: string[] = [];
  // A sign-in provider linked to the account by its owner (see the server's OpenID service).
  if (entry.action === 'user.identity_linked') {
    const { issuer, passwordRemoved, sessionsEnded } = rest;
    if (typeof issuer === 'string') parts.push(t('audit.details.identityLinked', { issuer: hostOf(issuer) }));
    if (passwordRemoved === true) parts.push(t('audit.details.passwordRemoved'));
    if (sessionsEnded === true) parts.push(t('audit.details.sessionsEnded'));
    delete rest.issuer;
    delete rest.passwordRemoved;
    delete rest.sessionsEnded;
  }
  // Vendor onboarding (see the server's vendor-onboarding service): the target line already names the shop or contact.
  if (entry.action.startsWith('vendor_request.') || entry.action.startsWith('vendor.')) {
    const { note, reason, invited } = rest;
    if (invited === true) parts.push(t('audit.details.invited'));
    if (typeof note === 'string') parts.push(t('audit.details.note', { note }));
    if (typeof reason === 'string') parts.push(t('audit.details.reason', { reason }));
    for (const key of ['note', 'reason', 'invited', 'contact', 'businessName']) delete rest[key];
  }
  // Listing moderation (see the server's admin-listings service): the target line names the listing and its shop.
  if (entry.action.startsWith('listing.')) {
    const { reason } = rest;
    if (typeof reason === 'string') parts.push(t('audit.details.reason', { reason }));
    if (typeof from === 'string' && listingStatuses.has(from)) {
      parts.push(t('audit.details.wasStatus', { status: t(`listings.status.${from}`) }));
    }
    for (const key of ['reason', 'title', 'businessName', 'vendorId']) delete rest[key];
    for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${plain(value)}`);
    return joined(parts);
  }
  // Review moderation (see the server's reviews service): the rating given; the ids say nothing to a reader.
  if (entry.action.startsWith('review.')) {
    const { rating } = rest;
    if (typeof rating === 'number') parts.push(t('audit.details.rating', { rating }));
    return joined(parts);
  }
  // Planner prices (see the server's planner service): how many prices one save changed.
  if (entry.action === 'planner.prices_changed') {
    const { changes } = rest;
    if (Array.isArray(changes)) parts.push(t('audit.details.pricesChanged', { count: changes.length }));
    return joined(parts);
  }
  // Money settings (see the server's admin-money service): how many rules one save changed (each category's commission counts as one).
  if (entry.action === 'money_settings.changed') {
    const { after } = rest;
    if (after && typeof after === 'object') {
      const { categories, ...settings } = after as Record<string, unknown>;
      const count =
        Object.keys(settings).length +
        (categories && typeof categories === 'object' ? Object.keys(categories).length : 0);
      if (count > 0) parts.push(t('audit.details.moneyRulesChanged', { count }));
    }
    return joined(parts);
  }
  // Medi-Finder places (see the server's medi-finder-owners and admin-medi-finder services): the target line names
  // the place; a subscription's plan and days, a hiding's reason, an edit's changed fields.
  if (entry.action.startsWith('medi_finder.')) {
    const { reason, changed, plan, startsOn, endsOn } = rest;
    if (typeof reason === 'string') parts.push(t('audit.details.reason', { reason }));
    if (typeof plan === 'string' && typeof startsOn === 'string' && typeof endsOn === 'string') {
      parts.push(
        t('adminMediFinder:audit.details.subscription', {
          plan: t(`adminMediFinder:plans.${plan}`),
          from: startsOn,
          to: endsOn,
        }),
      );
    }
    if (Array.isArray(changed) && changed.length > 0) {
      parts.push(t('adminMediFinder:audit.details.changed', { fields: changed.join(', ') }));
    }
    if (typeof from === 'string' && placeStatuses.has(from)) {
      parts.push(t('audit.details.wasStatus', { status: t(`adminMediFinder:status.${from}`) }));
    }
    return joined(parts);
  }
  // News (see the server's news service): the target line names the post; which fields changed, when it is to go
  // out or went out at its time, its cover, what it was before.
  if (entry.action.startsWith('news.')) {
    const { fields, publishAt, scheduledFor, cover, was } = rest;
    const when = (iso: string) => formatDate(iso, languageOf(t), true);
    if (Array.isArray(fields) && fields.length > 0) {
      const names = fields.map((field) =>
        t(`adminNews:audit.fields.${String(field)}`, { defaultValue: String(field) }),
      );
      parts.push(t('adminNews:audit.details.fields', { fields: names.join(', ') }));
    }
    if (typeof publishAt === 'string')
      parts.push(t('adminNews:audit.details.publishAt', { date: when(publishAt) }));
    if (typeof scheduledFor === 'string') {
      parts.push(t('adminNews:audit.details.scheduledFor', { date: when(scheduledFor) }));
    }
    if (cover === 'set') parts.push(t('adminNews:audit.details.coverSet'));
    if (cover === 'removed') parts.push(t('adminNews:audit.details.coverRemoved'));
    if (typeof was === 'string' && newsStatuses.has(was)) {
      parts.push(t('adminNews:audit.details.was', { status: t(`adminNews:status.${was}`) }));
    }
    return joined(parts);
  }
  const fromRole = roleName(from, t);
  const toRole = roleName(to, t);
  if (fromRole && toRole) parts.push(t('audit.details.fromTo', { from: fromRole, to: toRole }));
  else if (toRole) parts.push(t('audit.details.now', { role: toRole }));
  else {
    if (from !== undefined) rest.from = from;
    if (to !== undefined) rest.to = to;
  }
  if (by === 'admin:create') parts.push(t('audit.details.commandLine'));
  else if (by === 'vendor_request') {
    parts.push(t('audit.details.byVendorRequest'));
    delete rest.request;
  } else if (by === 'vendor_invitation') parts.push(t('audit.details.byInvitation'));
  else if (by !== undefined) rest.by = by;
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${plain(value)}`);
  return joined(parts);
}

function joined(parts: string[]): string | null {
  if (parts.length === 0) return null;
  const line = parts.join(' · ');
  return line.length > DETAILS_MAX ? `${line.slice(0, DETAILS_MAX - 1)}…` : line;
}
