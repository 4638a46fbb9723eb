// Accounts: register and sign in with an e-mail address or a phone number; who is signed in.
import { z } from 'zod';
import { CONTACT_MAX_LENGTH, parseContact } from '../contact.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../password-rules.ts';
import { type Reason, reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export const userRoles = ['user', 'vendor', 'admin'] as const;
export const userRole = z.enum(userRoles);
export type UserRole = z.infer<typeof userRole>;

export const identifier = z
  .string({ error: reason('account.identifier_required') })
  .trim()
  .min(1, reason('account.identifier_required'))
  .max(CONTACT_MAX_LENGTH, reason('account.identifier_too_long'))
  .refine((value) => parseContact(value) !== null, {
    message: reason('account.identifier_invalid'),
  });

/** A password someone chooses (the common-password check is the server's). */
export const newPassword = z
  .string({ error: reason('account.password_choose') })
  .min(PASSWORD_MIN, reason('account.password_too_short'))
  .max(PASSWORD_MAX, reason('account.password_too_long'));

/** The language of a message we send (a link by mail or SMS); the web app passes the one it shows. */
export const messageLanguage = z.enum(['en', 'sw']).default('en');
/**
 * Where to bring the person back once they open the mailed link (the page they were on, `?next=`). The server keeps
 * only a path on this site; anything else leads to Event Planners' home.
 */
export const returnPath = z.string().max(500).optional();

/** The token of a link we sent: its own message when it is not one, since people paste links by hand. */
export const linkToken = (invalid: Reason) => z.string({ error: invalid }).regex(/^[\w-]{20,100}$/, invalid);

export const REGISTRATION_LINK_HOURS = 24;
export const REGISTRATION_SENT_MESSAGE =
  'We have sent a link to that email or phone number. Open it within 24 hours to finish creating your account.';
/** How long the link that proves a new e-mail address or phone number of an account works. */
export const CONTACT_CHANGE_LINK_HOURS = 24;

/** A person's name as they want it shown, when registering and on the account page. */
export const accountName = plainText(z.string({ error: reason('account.name_required') }).trim())
  .min(1, reason('account.name_required'))
  .max(100, reason('account.name_too_long'));

/** The language an account chose for the texts and e-mails it gets; null until it chose one. */
export const accountLanguage = z.enum(['en', 'sw'], { error: reason('account.language_invalid') });

// Registering sends a link and says nothing more: whether the address already has an account is told only to
// whoever reads that address's messages.
export const registerBody = z.object({
  name: accountName,
  identifier,
  password: newPassword,
  language: messageLanguage,
  next: returnPath,
});
export type RegisterBody = z.input<typeof registerBody>;
export const registerResponse = z.object({ message: z.string() });

/** Opening the link: the password chosen when registering proves it is the same person. */
export const confirmRegistrationBody = z.object({
  token: linkToken(reason('account.registration_link_invalid')),
  password: z
    .string({ error: reason('account.password_required') })
    .min(1, reason('account.password_required'))
    .max(PASSWORD_MAX, reason('account.password_too_long')),
});
export type ConfirmRegistrationBody = z.infer<typeof confirmRegistrationBody>;

export const signInBody = z.object({
  identifier,
  password: z
    .string({ error: reason('account.password_required') })
    .min(1, reason('account.password_required'))
    .max(PASSWORD_MAX, reason('account.password_too_long')),
});
export type SignInBody = z.infer<typeof signInBody>;

export const sessionUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userRole,
  language: accountLanguage.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The token is for clients without cookies (the spec's authToken, sent as a Bearer header). */
export const authResponse = z.object({ user: sessionUser, token: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;

export const meResponse = z.object({ user: sessionUser });

export const activeSession = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export const activeSessionsResponse = z.object({ sessions: z.array(activeSession) });
export type ActiveSession = z.infer<typeof activeSession>;

export const sessionIdParams = z.object({ id: z.uuid(reason('account.session_id_invalid')) });

/** The password of the signed-in account, which changing what signs in to it asks for. */
const currentPassword = z
  .string({ error: reason('account.current_password_required') })
  .min(1, reason('account.current_password_required'))
  .max(PASSWORD_MAX, reason('account.password_too_long'));

/** Changing the password of the signed-in account; every other session of it ends. */
export const changePasswordBody = z.object({ currentPassword, newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Name and language are the account's own to change; a missing one stays as it is, and any other field is refused. */
export const updateProfileBody = z.strictObject({
  name: accountName.optional(),
  language: accountLanguage.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

const isEmail = (value: string) => parseContact(value)?.kind === 'email';
const isPhone = (value: string) => parseContact(value)?.kind === 'phone';

/**
 * A new e-mail address or phone number for the account: both sign in, so the change waits for the link sent to the
 * new one, and asking takes the current password. `language`: the words of that link when the account chose none.
 */
export const changeContactBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('email'),
      value: z
        .string({ error: reason('account.email_invalid') })
        .max(CONTACT_MAX_LENGTH, reason('account.email_invalid'))
        .refine(isEmail, { message: reason('account.email_invalid') }),
      password: currentPassword,
      language: messageLanguage,
    }),
    z.object({
      kind: z.literal('phone'),
      value: z
        .string({ error: reason('account.phone_invalid') })
        .max(CONTACT_MAX_LENGTH, reason('account.phone_invalid'))
        .refine(isPhone, { message: reason('account.phone_invalid') }),
      password: currentPassword,
      language: messageLanguage,
    }),
  ],
  { error: reason('account.contact_kind_invalid') },
);
export type ChangeContactBody = z.input<typeof changeContactBody>;
/** Where the link went (the new address or number, normalised) and until when it works. */
export const changeContactResponse = z.object({
  kind: z.enum(['email', 'phone']),
  value: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ChangeContactResponse = z.infer<typeof changeContactResponse>;

/** Opening the link, signed in to the account that asked for it. */
export const confirmContactBody = z.object({ token: linkToken(reason('account.contact_link_invalid')) });
export type ConfirmContactBody = z.infer<typeof confirmContactBody>;
