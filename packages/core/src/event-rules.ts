// Events and michango: kinds, committee roles and what each may do, limits, and a pledge's status. Zod-free, so
// web pages read the rules without loading zod; the server enforces the same rules.

export const eventKinds = [
  'wedding',
  'send_off',
  'kitchen_party',
  'graduation',
  'birthday',
  'corporate',
  'other',
] as const;
export type EventKind = (typeof eventKinds)[number];

export const eventStatuses = ['open', 'closed'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/**
 * Co-organisers (kamati). The host is not a member row: the host holds every permission. The gate officer only admits
 * guests at the door (issue 39): last, so an account invited in another role too acts and is shown in that one.
 */
export const committeeRoles = ['chair', 'secretary', 'treasurer', 'member', 'gate'] as const;
export type CommitteeRole = (typeof committeeRoles)[number];
export type EventRole = 'host' | CommitteeRole;

export const eventPermissions = [
  'view_ledger', // see contributors, amounts and the history
  'export', // download the ledger
  'edit_event', // change the event, close or reopen it
  'manage_committee', // invite, change and remove co-organisers
  'manage_contributors', // add, import, change and cancel pledges
  'record_payments', // record cash and bank payments, reverse them, refund mobile money
  'manage_reminders', // reminder rules and "remind now"
  'withdraw_funds', // ask for the event's michango to be sent to a mobile-money number
  'approve_withdrawals', // approve (or decline) a withdrawal someone else asked for
  'manage_guests', // the guest list: add, import, change, remove, invite from the ledger
  'check_in', // the door: the card list (names, seats, card types), admitting guests, the arrivals
] as const;
export type EventPermission = (typeof eventPermissions)[number];

const rolePermissions: Record<EventRole, readonly EventPermission[]> = {
  host: eventPermissions,
  chair: eventPermissions,
  secretary: [
    'view_ledger',
    'export',
    'manage_contributors',
    'manage_reminders',
    'manage_guests',
    'check_in',
  ],
  treasurer: ['view_ledger', 'export', 'record_payments', 'approve_withdrawals'],
  member: ['view_ledger'],
  // Names and seats at the door, never the ledger, the phones or the money.
  gate: ['check_in'],
};

export function permissionsOf(role: EventRole): readonly EventPermission[] {
  return rolePermissions[role];
}

export function roleMay(role: EventRole, permission: EventPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/**
 * When the committee has a chair or a treasurer, a withdrawal waits for one of them (or the host) to approve it, and
 * never for the one who asked: two people see money leave.
 */
export const WITHDRAWAL_APPROVER_ROLES: readonly CommitteeRole[] = ['chair', 'treasurer'];

export const EVENT_NAME_MAX = 120;
export const EVENT_VENUE_MAX = 200;
export const EVENT_STORY_MAX = 2000;
export const EVENT_TARGET_MIN_TZS = 1_000;
// Within the int4 column (and far above any celebration): 2,000,000,000 TZS.
export const EVENT_TARGET_MAX_TZS = 2_000_000_000;
export const HIDE_REASON_MAX = 500;

/** Short codes people type from an invitation: no 0/O, 1/I/L. */
export const EVENT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const EVENT_CODE_LENGTH = 6;
export const EVENT_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

/** Typed codes are forgiving: spaces and case do not matter. */
export function normalizeEventCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * A committee's co-organisers, the host aside: a real committee is a dozen or two people, and each invitation texts
 * or mails someone, so the list cannot grow into a way to message strangers.
 */
export const COMMITTEE_MAX_MEMBERS = 40;
export const CONTRIBUTOR_NAME_MAX = 120;
export const PLEDGE_MESSAGE_MAX = 300;
export const PLEDGE_MIN_TZS = 1_000;
export const PLEDGE_MAX_TZS = 1_000_000_000;
export const RECEIPT_NUMBER_MAX = 60;
export const REVERSAL_REASON_MAX = 300;

export const pledgeStatuses = ['pledged', 'partly_paid', 'paid', 'overdue', 'cancelled'] as const;
export type PledgeStatus = (typeof pledgeStatuses)[number];

/** How a pledge payment arrived; mobile money comes through the payment rail, the others are recorded by a treasurer. */
export const pledgePaymentMethods = ['mobile_money', 'cash', 'bank'] as const;
export type PledgePaymentMethod = (typeof pledgePaymentMethods)[number];

/** received counts toward paid; reversed (recorded in error) and refunded (given back) do not. */
export const pledgePaymentStatuses = ['received', 'reversed', 'refunded'] as const;
export type PledgePaymentStatus = (typeof pledgePaymentStatuses)[number];

/**
 * A pledge's status from its amount and its received payments, in this order: cancelled; paid in full; overdue
 * (something is still owed after its due day, Africa/Dar_es_Salaam); partly paid; pledged. The ledger's SQL says
 * the same (pledges' queries), and a property test holds them equal.
 */
export function pledgeStatus(
  pledge: { amountTzs: number; paidTzs: number; cancelled: boolean; dueDate: string | null },
  today: string,
): PledgeStatus {
  if (pledge.cancelled) return 'cancelled';
  if (pledge.paidTzs >= pledge.amountTzs) return 'paid';
  if (pledge.dueDate !== null && pledge.dueDate < today) return 'overdue';
  if (pledge.paidTzs > 0) return 'partly_paid';
  return 'pledged';
}

/** What is still owed on a pledge: nothing once cancelled or paid in full (paying more is a gift, not a debt). */
export function outstandingOf(pledge: { amountTzs: number; paidTzs: number; cancelled: boolean }): number {
  return pledge.cancelled ? 0 : Math.max(0, pledge.amountTzs - pledge.paidTzs);
}

/** An event's figures from its pledges: cancelled pledges owe nothing, but money they received still counts. */
export function ledgerTotals(pledges: { amountTzs: number; paidTzs: number; cancelled: boolean }[]) {
  let pledgedTzs = 0;
  let paidTzs = 0;
  let outstandingTzs = 0;
  let contributors = 0;
  for (const pledge of pledges) {
    paidTzs += pledge.paidTzs;
    if (pledge.cancelled) continue;
    contributors += 1;
    pledgedTzs += pledge.amountTzs;
    outstandingTzs += outstandingOf(pledge);
  }
  return { pledgedTzs, paidTzs, outstandingTzs, contributors };
}

export const reminderAnchors = ['deadline', 'event'] as const;
export type ReminderAnchor = (typeof reminderAnchors)[number];
export const REMINDER_DAYS_MAX = 60;
export const REMINDER_RULES_MAX = 10;

/** Rows in one CSV import, and its largest file. */
export const IMPORT_ROWS_MAX = 5_000;
export const IMPORT_BYTES_MAX = 1024 * 1024;
