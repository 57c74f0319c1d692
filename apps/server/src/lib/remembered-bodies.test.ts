import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberedBodies, sameJson } from './remembered-bodies';

const answerSchema = z.object({
  name: z.string(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
  extra: z.object({ n: z.number() }).optional(),
});
type Answer = z.infer<typeof answerSchema>;

/**
 * Two routes with the app's own serializer: /old/:key sends the answer as before, /new/:key
 * through rememberedBodies; `serialized` counts the serializer's runs.
 */
async function twoRoutes(answers: Map<string, unknown>) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const counter = { serialized: 0 };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler((route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      counter.serialized += 1;
      return serialize(data);
    };
  });
  const bodies = rememberedBodies();
  const schema = { params: z.object({ key: z.string() }), response: { 200: answerSchema } };
  // Each request its own copy, as a route presents fresh objects from its rows.
  const answerOf = (key: string) => structuredClone(answers.get(key)) as Answer;
  app.get('/old/:key', { schema }, async (request) => answerOf(request.params.key));
  app.get('/new/:key', { schema }, async (request, reply) =>
    bodies.send(reply, request.params.key, answerOf(request.params.key)),
  );
  await app.ready();
  return { app, counter };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('rememberedBodies', () => {
  it('serializes an answer once while it stays equal, and sends the bytes and headers the serializer did', async () => {
    const answers = new Map<string, unknown>([
      ['maya', { name: 'Élodie “and” 🌙\n', tags: ['a', 'b'], note: null, stray: 'dropped' }],
    ]);
    const { app, counter } = await twoRoutes(answers);
    close = () => app.close();
    const old = await app.inject('/old/maya');
    counter.serialized = 0;
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject('/new/maya');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(old.rawPayload)).toBe(true);
      expect(res.headers['content-type']).toBe(old.headers['content-type']);
      expect(res.headers['content-length']).toBe(old.headers['content-length']);
    }
    expect(counter.serialized).toBe(1);
    expect(old.json()).toEqual({ name: 'Élodie “and” 🌙\n', tags: ['a', 'b'], note: null });
  });

  it('serializes again whatever changed: a value, an array, a nested value, a key, the order of keys', async () => {
    const answers = new Map<string, unknown>();
    const { app, counter } = await twoRoutes(answers);
    close = () => app.close();
    const versions: unknown[] = [
      { name: 'Ada', tags: ['x'], note: null },
      { name: 'Ada', tags: ['x'], note: 'n' },
      { name: 'Ada', tags: ['x', 'y'], note: 'n' },
      { name: 'Ada', tags: ['x', 'z'], note: 'n' },
      { name: 'Ada', tags: ['x', 'z'], note: 'n', extra: { n: 1 } },
      { name: 'Ada', tags: ['x', 'z'], note: 'n', extra: { n: 2 } },
      { note: 'n', name: 'Ada', tags: ['x', 'z'], extra: { n: 2 } },
    ];
    for (const version of versions) {
      answers.set('maya', version);
      const before = counter.serialized;
      const res = await app.inject('/new/maya');
      expect(counter.serialized).toBe(before + 1);
      const old = await app.inject('/old/maya');
      expect(res.rawPayload.equals(old.rawPayload)).toBe(true);
    }
  });

  it("keeps each key's bytes apart", async () => {
    const answers = new Map<string, unknown>([
      ['maya', { name: 'Maya', tags: [], note: null }],
      ['ben', { name: 'Ben', tags: [], note: null }],
    ]);
    const { app, counter } = await twoRoutes(answers);
    close = () => app.close();
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject('/new/maya')).json()).toMatchObject({ name: 'Maya' });
      expect((await app.inject('/new/ben')).json()).toMatchObject({ name: 'Ben' });
    }
    expect(counter.serialized).toBe(2);
  });

  it('answers as the serializer does when an answer breaks the contract', async () => {
    const answers = new Map<string, unknown>([['maya', { name: 7, tags: [], note: null }]]);
    const { app } = await twoRoutes(answers);
    close = () => app.close();
    const old = await app.inject('/old/maya');
    const res = await app.inject('/new/maya');
    expect(old.statusCode).toBe(500);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(old.json());
  });
});

describe('sameJson', () => {
  it('is equal only for the same JSON in the same order', () => {
    expect(sameJson({ a: [1, 'x', null, { b: true }] }, { a: [1, 'x', null, { b: true }] })).toBe(
      true,
    );
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    // Not plain data: never taken as equal, so never sent from memory.
    expect(sameJson(new Date(0), new Date(0))).toBe(false);
    expect(sameJson(NaN, NaN)).toBe(false);
  });
});
