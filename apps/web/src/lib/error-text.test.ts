// How any failed call becomes words: a refusal by its reason and params, in the language on screen; a reason this
// build does not know, an answer that is not ours and no answer at all each get plain words of their own; and how a
// form's refusal is sorted to its fields.
import { MAX_PHOTO_MB } from '@sherehe/core/listing-rules';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  foreignErrorResponse,
  futureRefusalResponse,
  refusalBody,
  refusalResponse,
} from '../test/refusal.ts';
import { ApiError, refusalError, requestByPath } from './api-client.ts';
import { errorText, formProblems, problemOf, problemText, reasonOf } from './error-text.ts';

afterEach(() => vi.unstubAllGlobals());

/** The error requestByPath throws for `response`, or for a fetch that fails with `response` when it is an Error. */
async function failureOf(response: Response | Error): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );
  return requestByPath('/anything').then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );
}

const REFUSED_EN = 'Sherehe could not do that. Please check and try again.';
const SERVER_EN = 'Something went wrong on our side. Please try again.';
const NETWORK_EN = 'We could not reach Sherehe. Check your connection and try again.';

describe('errorText', () => {
  it('words a refusal by its reason and params, in English and in Swahili', async () => {
    const error = await failureOf(
      refusalResponse(422, 'business_rule', 'cart.quantity_max', { params: { max: 999 } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error)).toBe('You can have at most 999 of one item in your cart.');

    await i18next.changeLanguage('sw');
    expect(errorText(error)).toBe('Unaweza kuwa na hadi 999 ya kitu kimoja kwenye kikapu.');
  });

  it('fills in every param a reason takes, days in words, and the defaults the server adds', async () => {
    const overlap = await failureOf(
      refusalResponse(409, 'conflict', 'finder.subscription_overlap', {
        params: { startsOn: '2025-06-01', endsOn: '2025-08-31' },
      }),
    );
    // The server sends the photo limit itself; the web takes it from the refusal, not from its own copy.
    const tooLarge = await failureOf(refusalResponse(413, 'payload_too_large', 'upload.too_large'));
    expect(errorText(overlap)).toBe(
      'This place already has a subscription from 1 June 2025 to 31 August 2025. Choose days after it, or cancel it first.',
    );
    expect(errorText(tooLarge)).toBe(`The photo is larger than ${MAX_PHOTO_MB} MB. Choose a smaller one.`);

    await i18next.changeLanguage('sw');
    expect(errorText(overlap)).toBe(
      'Eneo hili tayari lina usajili kuanzia 1 Juni 2025 hadi 31 Agosti 2025. Chagua siku zinazofuata, au usitishe ule kwanza.',
    );
    expect(errorText(tooLarge)).toBe(`Picha ni kubwa kuliko MB ${MAX_PHOTO_MB}. Chagua ndogo zaidi.`);
  });

  it('reads a moment (an ISO time) as a date and time in Dar es Salaam', async () => {
    const paused = await failureOf(
      refusalResponse(422, 'business_rule', 'payouts.paused', {
        params: { until: '2026-11-25T07:30:00.000Z' },
      }),
    );
    expect(errorText(paused)).toBe(
      'Your payout number changed recently; payouts start again on 25 Nov 2026, 10:30.',
    );

    await i18next.changeLanguage('sw');
    expect(errorText(paused)).toMatch(
      /^Namba yako ya malipo imebadilishwa hivi karibuni; malipo yataanza tena 25 Nov/,
    );
  });

  it('words a reason this build does not know plainly, never in the English the server sent', async () => {
    const error = await failureOf(futureRefusalResponse(422, 'business_rule', 'future.thing'));
    expect(problemOf(error)).toEqual({ reason: 'future.thing' });
    expect(errorText(error)).toBe(REFUSED_EN);

    await i18next.changeLanguage('sw');
    expect(errorText(error)).toBe('Sherehe haikuweza kufanya hivyo. Tafadhali kagua kisha ujaribu tena.');
  });

  it('counts an answer that is not our error body as a fault on our side', async () => {
    // A proxy's page, and a JSON error without a reason (not ours any more).
    const proxyPage = await failureOf(foreignErrorResponse(502, '<h1>Bad Gateway</h1>'));
    const noReason = await failureOf(
      foreignErrorResponse(500, { error: { code: 'internal', message: 'Internal error' } }),
    );
    for (const error of [proxyPage, noReason]) {
      expect(error).toMatchObject({ refusal: null });
      expect(problemOf(error)).toEqual({ kind: 'server' });
      expect(errorText(error)).toBe(SERVER_EN);
      expect(reasonOf(error)).toBeNull();
    }
    await i18next.changeLanguage('sw');
    expect(errorText(proxyPage)).toBe('Kuna hitilafu upande wetu. Tafadhali jaribu tena.');
  });

  it('says the connection failed when there was no answer at all', async () => {
    const error = await failureOf(new TypeError('Failed to fetch'));
    expect(problemOf(error)).toEqual({ kind: 'network' });
    expect(errorText(error)).toBe(NETWORK_EN);

    await i18next.changeLanguage('sw');
    expect(errorText(error)).toBe('Hatukuweza kufikia Sherehe. Angalia mtandao wako kisha ujaribu tena.');
  });

  it('keeps the problem as data, so its words follow a later change of language', async () => {
    const problem = problemOf(await failureOf(refusalResponse(401, 'unauthorized', 'auth.sign_in_required')));
    expect(problemText(problem)).toBe('Please sign in to continue.');
    await i18next.changeLanguage('sw');
    expect(problemText(problem)).toBe('Tafadhali ingia ili uendelee.');
  });

  it('gives the reason of a refusal to the screens that act on one', async () => {
    expect(reasonOf(await failureOf(refusalResponse(404, 'not_found', 'finder.place_not_found')))).toBe(
      'finder.place_not_found',
    );
    expect(reasonOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('formProblems', () => {
  const signUp = ['name', 'identifier', 'password'] as const;

  it('puts each field’s first problem at the field, and nothing above the form', async () => {
    const error = await refusalError(
      400,
      refusalBody('validation', 'account.name_required', {
        params: { min: 1 },
        fields: [
          { field: 'name', reason: 'account.name_required', params: { min: 1 }, issue: 'too_small' },
          { field: 'password', reason: 'account.password_too_short', params: { min: 8 }, issue: 'too_small' },
          { field: 'password', reason: 'account.password_common' },
          { field: 'language', reason: 'validation.invalid_value', issue: 'invalid_value' },
        ],
      }),
    );
    const sorted = formProblems(error, signUp);
    expect(sorted).toEqual({
      form: null,
      fields: {
        name: { reason: 'account.name_required', params: { min: 1 } },
        password: { reason: 'account.password_too_short', params: { min: 8 } },
      },
    });
    expect(sorted.fields.password && problemText(sorted.fields.password)).toBe('Use at least 8 characters.');
    await i18next.changeLanguage('sw');
    expect(sorted.fields.password && problemText(sorted.fields.password)).toBe('Tumia angalau herufi 8.');
  });

  it('says a refusal that names none of the form’s fields above it, by its own reason', async () => {
    const spentLink = await refusalError(
      400,
      refusalBody('validation', 'account.registration_link_invalid', {
        fields: [{ field: 'token', reason: 'account.registration_link_invalid' }],
      }),
    );
    const sorted = formProblems(spentLink, ['password'] as const);
    expect(sorted).toEqual({ form: { reason: 'account.registration_link_invalid' }, fields: {} });
    expect(sorted.form && problemText(sorted.form)).toBe(
      'This link has expired or was already used. Register again to get a new one.',
    );

    const wrongPassword = await refusalError(401, refusalBody('unauthorized', 'account.wrong_credentials'));
    expect(formProblems(wrongPassword, signUp)).toEqual({
      form: { reason: 'account.wrong_credentials' },
      fields: {},
    });
  });

  it('says a failure without a refusal above the form', () => {
    expect(formProblems(new TypeError('Failed to fetch'), signUp)).toEqual({
      form: { kind: 'network' },
      fields: {},
    });
    expect(formProblems(new ApiError(502, 'http', 'HTTP error! status: 502'), signUp)).toEqual({
      form: { kind: 'server' },
      fields: {},
    });
  });

  it('takes every field the refusal names when the form gives no list', async () => {
    const error = await refusalError(
      400,
      refusalBody('validation', 'finder.name_required', {
        params: { min: 2 },
        fields: [
          { field: 'name', reason: 'finder.name_required', params: { min: 2 }, issue: 'too_small' },
          { field: 'openingHours.2', reason: 'finder.opens_equals_closes' },
        ],
      }),
    );
    expect(formProblems(error).fields).toEqual({
      name: { reason: 'finder.name_required', params: { min: 2 } },
      'openingHours.2': { reason: 'finder.opens_equals_closes' },
    });
  });
});
