// The account of the signed-in person: registering, signing out, the profile, contact details, sessions and password;
// each endpoint once (api/endpoint.ts). Signing in itself, answered with a second-factor challenge when the account
// has one, is declared in second-factor-endpoints.ts, where its answer's schema lives.
import { endpoints } from './endpoint.ts';
import { messageRefusals } from './refusal-groups.ts';

export const authEndpoints = endpoints<typeof import('./auth.ts')>()('auth', {
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Send a link that finishes creating the account (the same answer whether or not one exists)',
    body: 'registerBody',
    response: 'registerResponse',
    status: 202,
    refusals: {
      400: ['account.identifier_invalid', 'account.password_common'],
      429: ['request.too_many'],
    },
  },
  confirmRegistration: {
    method: 'POST',
    path: '/auth/register/confirm',
    summary: 'Open the account with the link and the password chosen when registering, and sign in',
    body: 'confirmRegistrationBody',
    response: 'authResponse',
    status: 201,
    refusals: {
      400: ['account.registration_link_invalid', 'account.not_your_password'],
      409: ['account.exists'],
      429: ['request.too_many'],
    },
  },
  signOut: {
    method: 'POST',
    path: '/auth/sign-out',
    summary: 'End this session',
    response: null,
    status: 204,
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    summary: 'Who is signed in',
    response: 'meResponse',
    refusals: { 401: ['auth.sign_in_required'] },
  },
  updateProfile: {
    method: 'PATCH',
    path: '/auth/me',
    summary:
      'Change the name or the language of texts and e-mails (the e-mail address and phone number change through a link: POST /auth/me/contact)',
    body: 'updateProfileBody',
    response: 'meResponse',
    refusals: { 401: ['auth.sign_in_required'] },
  },
  changeContact: {
    method: 'POST',
    path: '/auth/me/contact',
    summary:
      'Send a link to a new e-mail address or phone number of the account (with the current password); the change is made when it is opened',
    body: 'changeContactBody',
    response: 'changeContactResponse',
    status: 202,
    refusals: {
      400: [
        'account.current_password_wrong',
        'account.email_invalid',
        'account.phone_invalid',
        'account.contact_unchanged',
      ],
      409: ['account.contact_taken'],
      422: ['account.no_password_yet'],
      429: ['request.too_many', ...messageRefusals],
    },
  },
  confirmContact: {
    method: 'POST',
    path: '/auth/me/contact/confirm',
    summary:
      'Open the link sent to the new e-mail address or phone number, signed in to the account that asked: the change is made',
    body: 'confirmContactBody',
    response: 'meResponse',
    refusals: {
      400: ['account.contact_link_invalid'],
      409: ['account.contact_taken'],
      429: ['request.too_many'],
    },
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/auth/sign-out-all',
    summary: 'End every session of this account',
    response: null,
    status: 204,
  },
  sessions: {
    method: 'GET',
    path: '/auth/sessions',
    summary: 'The signed-in devices',
    response: 'activeSessionsResponse',
  },
  endSession: {
    method: 'DELETE',
    path: '/auth/sessions/:id',
    summary: 'Sign one device out',
    params: 'sessionIdParams',
    response: null,
    status: 204,
    refusals: { 404: ['account.session_not_found'] },
  },
  changePassword: {
    method: 'POST',
    path: '/auth/password',
    summary: 'Change the password; every other session of the account ends',
    body: 'changePasswordBody',
    response: null,
    status: 204,
    refusals: {
      400: ['account.current_password_wrong', 'account.password_common'],
      422: ['account.no_password_yet'],
      429: ['request.too_many'],
    },
  },
});
