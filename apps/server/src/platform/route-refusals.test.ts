// Each route's reasons: found in its schemas, declared for its rules, listed in the OpenAPI document, and held by
// the test app (an undeclared refusal is a 500).
import { reason } from '@sherehe/core/reasons';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app.ts';
import { AppError, registerErrorHandling } from './errors.ts';
import { checkRefusals, schemaReasons } from './route-refusals.ts';

describe('route refusals', () => {
  it('finds the reasons a schema names, however deep', () => {
    const body = z.object({
      name: z.string({ error: reason('account.name_required') }).min(1, reason('account.name_required')),
      stars: z.number().int(reason('review.stars')).optional(),
      hours: z.array(z.object({ opens: z.string().refine(() => true, reason('finder.opens_format')) })),
      note: z.preprocess((value) => value, z.string().max(3, reason('onboarding.note_too_long'))),
    });
    expect([...schemaReasons(body)].sort()).toEqual([
      'account.name_required',
      'finder.opens_format',
      'onboarding.note_too_long',
      'review.stars',
    ]);
  });

  it('answers 500 naming the route when it answers a reason it does not list', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    checkRefusals(app);
    app.get('/listed', { config: { access: 'public', refusals: { 404: ['cart.item_not_found'] } } }, () => {
      throw new AppError('not_found', 'cart.item_not_found');
    });
    app.get('/unlisted', { config: { access: 'public' } }, () => {
      throw new AppError('not_found', 'cart.item_not_found');
    });
    expect((await app.inject({ url: '/listed' })).statusCode).toBe(404);
    const unlisted = await app.inject({ url: '/unlisted' });
    expect(unlisted.statusCode).toBe(500);
    expect(unlisted.json().error.message).toBe(
      'GET /unlisted answered 404 cart.item_not_found, which it does not list',
    );
    await app.close();
  });

  describe('in the OpenAPI document', () => {
    let t: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it("lists each status's reasons: the schema's, the access's and the route's own", async () => {
      const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
      const responses = doc.paths['/api/v1/cart/items'].post.responses;
      expect(responses['400'].description).toContain('cart.quantity_min');
      expect(responses['400'].description).toContain('validation.invalid_type');
      expect(responses['401'].description).toContain('auth.sign_in_required');
      expect(responses['404'].description).toContain('listing.not_found');
      expect(responses['422'].description).toMatch(/cart\.lines_max.*cart\.quantity_max/);
    });
  });
});
