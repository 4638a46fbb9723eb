// Puts an audit entry into words: the action's label, and its details (a role change's from → to) in a short line.
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../api/use-audit-log.ts';

// Actions the server records today; an unknown one (added on the server first) is shown by its own name.
const actionKeys: Record<string, string> = {
  'user.role_changed': 'audit.actions.roleChanged',
  'user.disabled': 'audit.actions.disabled',
  'user.enabled': 'audit.actions.enabled',
  'user.created_admin': 'audit.actions.createdAdmin',
  'user.identity_linked': 'audit.actions.identityLinked',
};

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
  const fromRole = roleName(from, t);
  const toRole = roleName(to, t);
  if (fromRole && toRole) parts.push(t('audit.details.fromTo', { from: fromRole, to: toRole }));
  else if (toRole) parts.push(t('audit.details.now', { role: toRole }));
  else {
    if (from !== undefined) rest.from = from;
    if (to !== undefined) rest.to = to;
  }
  if (by === 'admin:create') parts.push(t('audit.details.commandLine'));
  else if (by !== undefined) rest.by = by;
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${plain(value)}`);
  const line = parts.join(' · ');
  return line.length > DETAILS_MAX ? `${line.slice(0, DETAILS_MAX - 1)}…` : line;
}
