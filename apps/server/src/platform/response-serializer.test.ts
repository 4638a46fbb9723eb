// Answers are checked and written as fastify-type-provider-zod does; a serialized answer is sent as it is only by a
// route of the schema it was checked against.
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors.ts';
import { replyWith, sameBothWays, serializeAnswer, serializerCompiler } from './response-serializer.ts';

const card = z.object({ id: z.string(), title: z.string() });
const other = z.object({ id: z.string(), title: z.string() });

async function appAnswering(schema: z.ZodType, answer: () => unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/card', { schema: { response: { 200: schema } } }, async () => answer());
  return app;
}

describe('serialized answers', () => {
  it('are written as the serializer writes them: checked, and without fields the contract does not name', () => {
    const serialized = serializeAnswer(card, { id: 'a', title: 'Ukumbi', secret: 'x' } as z.infer<
      typeof card
    >);
    expect(serialized.json).toBe('{"id":"a","title":"Ukumbi"}');
    expect(() => serializeAnswer(card, { id: 'a' } as z.infer<typeof card>)).toThrow(
      "Response doesn't match the schema",
    );
  });

  it("are sent as they are by a route of their schema, and refused (500) by another's", async () => {
    const serialized = serializeAnswer(card, { id: 'a', title: 'Ukumbi' });
    const same = await appAnswering(card, () => replyWith(serialized));
    const sent = await same.inject({ url: '/card' });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(sent.body).toBe('{"id":"a","title":"Ukumbi"}');

    const another = await appAnswering(other, () => replyWith(serialized));
    const refused = await another.inject({ url: '/card' });
    expect(refused.statusCode).toBe(500);
    expect(refused.json().error.reason).toBe('server.internal');

    // Anything else is checked on the way out as before.
    const plain = await appAnswering(card, () => ({ id: 'b', title: 'Bustani', extra: 1 }));
    expect((await plain.inject({ url: '/card' })).body).toBe('{"id":"b","title":"Bustani"}');
    await Promise.all([same.close(), another.close(), plain.close()]);
  });
});

describe('checking with parse instead of encode', () => {
  it('is only for schemas that read the same both ways, however deep the difference', () => {
    expect(sameBothWays(card)).toBe(true);
    expect(sameBothWays(z.object({ cards: z.array(card.nullable()), n: z.number().int().min(0) }))).toBe(
      true,
    );
    const later = z.object({ at: z.iso.datetime(), note: z.string().optional() });
    expect(sameBothWays(later)).toBe(true);
    expect(sameBothWays(z.object({ cards: z.array(z.object({ n: z.string().transform(Number) })) }))).toBe(
      false,
    );
    expect(sameBothWays(z.object({ n: z.number().default(1) }))).toBe(false);
    expect(
      sameBothWays(
        z.object({
          at: z.codec(z.iso.datetime(), z.date(), {
            decode: (s) => new Date(s),
            encode: (d) => d.toISOString(),
          }),
        }),
      ),
    ).toBe(false);
    expect(sameBothWays(z.object({ anything: z.unknown() }))).toBe(false);
  });

  it('refuses what encode refuses: a value that breaks a check, deep in the answer', async () => {
    const counted = z.object({ cards: z.array(z.object({ n: z.number().int().min(0) })) });
    const app = await appAnswering(counted, () => ({ cards: [{ n: 1 }, { n: -1 }] }));
    expect((await app.inject({ url: '/card' })).statusCode).toBe(500);
    await app.close();
  });
});
