import { mkdirSync, writeFileSync } from 'node:fs';
import type { Child, User } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { stories } from '../../src/db/stories-schema';
import { buildStoryMessages } from '../../src/providers/text/story-prompt';
import { CHILD, createdChild, recordingWriter } from '../helpers/children';
import { newClient, newParent, signedInParent, signUp } from '../helpers/factories';
import { createCompletedStory, STORY_REQUEST } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The language of a parent, a child and a story (docs/decisions/070). */

const writer = recordingWriter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { overrides: { writer } });
  mkdirSync(t.config.webDist, { recursive: true });
  writeFileSync(`${t.config.webDist}/index.html`, INDEX_HTML);
  mkdirSync(`${t.config.webDist}/assets`, { recursive: true });
  writeFileSync(`${t.config.webDist}/assets/first-es-Ab12_cd.js`, 'export const firstEs = {};');
});

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Starry Night Story</title></head><body></body></html>';
afterAll(async () => t.close());

const languageOfUser = async (id: string) =>
  (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0]?.language;

describe('the landing page for a Spanish browser (decision 103)', () => {
  const page = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', ...headers } }))
      .body;

  it('says Spanish and asks for the Spanish first words at once', async () => {
    const html = await page({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/first-es-Ab12_cd.js">',
    );
  });

  it('follows the language cookie of an earlier pick over the browser', async () => {
    const english = await page({ 'accept-language': 'es-ES', cookie: 'sns_language=en' });
    expect(english).toBe(INDEX_HTML);
    const spanish = await page({ 'accept-language': 'en-US', cookie: 'sns_language=es' });
    expect(spanish).toContain('first-es-Ab12_cd.js');
  });

  it('leaves index.html as built for English and any language we do not speak', async () => {
    expect(await page({ 'accept-language': 'en-US' })).toBe(INDEX_HTML);
    expect(await page({ 'accept-language': 'fr-FR' })).toBe(INDEX_HTML);
    expect(await page({})).toBe(INDEX_HTML);
  });
});

describe("the parent's language", () => {
  it('is the sign-up page’s, else English', async () => {
    const spanish = await signUp(newClient(t), newParent(), { language: 'es' });
    expect(spanish.status).toBe(201);
    expect(spanish.body.user.language).toBe('es');
    const plain = await signUp(newClient(t), newParent());
    expect(plain.body.user.language).toBe('en');
    const bad = await signUp(newClient(t), newParent(), { language: 'klingon' });
    expect(bad.status).toBe(400);
  });

  it("writes the parent's e-mails in it: Spanish sign-up and reset, English as before", async () => {
    const ana = newParent();
    await signUp(newClient(t), ana, { language: 'es' });
    const confirm = (await t.outbox()).filter((m) => m.to.includes(ana.email)).at(-1);
    expect(confirm?.subject).toBe('Confirma tu correo en Starry Night Story');
    await newClient(t).post('/api/forgot-password', { email: ana.email });
    const reset = (await t.outbox()).filter((m) => m.to.includes(ana.email)).at(-1);
    expect(reset?.subject).toMatch(
      /^Tu código para cambiar la contraseña de Starry Night Story: \d{6}$/,
    );
    const sam = newParent();
    await signUp(newClient(t), sam);
    const english = (await t.outbox()).filter((m) => m.to.includes(sam.email)).at(-1);
    expect(english?.subject).toBe('Confirm your e-mail for Starry Night Story');
  });

  it('answers errors in the request’s language, the same id (decision 071)', async () => {
    const ask = (language: string) =>
      newClient(t).request<{ id: string; errors: { msg: string }[] }>({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': language },
        payload: { email: 'nobody.here@example.com', password: 'not-the-password-1' },
      });
    const es = await ask('es-ES,es;q=0.9');
    const en = await ask('en-US');
    expect(es.status).toBe(401);
    expect(en.status).toBe(401);
    expect(es.body.errors).toEqual([{ msg: 'El correo o la contraseña no son correctos.' }]);
    expect(en.body.errors).toEqual([{ msg: 'Invalid e-mail or password.' }]);
    expect(es.body.id).toBe(en.body.id);
  });

  it('is saved on the profile by PUT /api/updateLanguage/{userId}', async () => {
    const { client, user } = await signedInParent(t);
    expect(user.language).toBe('en');
    const res = await client.request<{ message: string; user: User }>({
      method: 'PUT',
      url: `/api/updateLanguage/${user.user_uid}`,
      payload: { language: 'es' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.language).toBe('es');
    const profile = await client.get<{ user: User }>(`/api/getUserProfile/${user.user_uid}`);
    expect(profile.body.user.language).toBe('es');
    expect(await languageOfUser(user.user_uid)).toBe('es');
  });

  it("cannot be changed by another parent, signed out, or to a language we don't speak", async () => {
    const { client, user } = await signedInParent(t);
    const other = await signedInParent(t);
    const put = (c: typeof client, id: string, payload: unknown) =>
      c.request({ method: 'PUT', url: `/api/updateLanguage/${id}`, payload: payload as never });

    expect((await put(other.client, user.user_uid, { language: 'es' })).status).toBe(403);
    expect((await put(newClient(t), user.user_uid, { language: 'es' })).status).toBe(401);
    for (const bad of [{ language: 'fr' }, { language: 'ES' }, { language: 7 }, {}]) {
      const res = await put(client, user.user_uid, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await languageOfUser(user.user_uid)).toBe('en');
  });
});

describe("a child's and a story's language", () => {
  it('a child profile keeps its language; a bad one is refused', async () => {
    const { client } = await signedInParent(t);
    const child = await createdChild(client, { language: 'es' });
    expect(child.language).toBe('es');
    const english = await createdChild(client, { name: 'Leo' });
    expect(english.language).toBe('en');
    const bad = await client.post('/api/children', { ...CHILD, language: 'xx' });
    expect(bad.status).toBe(400);
    const listed = await client.get<Child[]>('/api/children');
    expect(listed.body.map((c) => c.language).sort()).toEqual(['en', 'es']);
  });

  it('a Spanish story’s share page speaks Spanish: html lang, og:title, og:description', async () => {
    const { client } = await signedInParent(t);
    const story = await createCompletedStory(client, { language: 'es' });
    await client.post('/api/shareStory', { storyId: story.uuid, shared: true });
    const page = await t.client().request<string>({
      method: 'GET',
      url: `/share/${story.uuid}`,
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html lang="es"/);
    expect(page.body).toContain(
      '<meta property="og:description" content="Starry Night Story: ¡crea tu propio cuento!" />',
    );
    expect(page.body).toContain('<meta property="og:locale" content="es_ES" />');
    const title = /property="og:title" content="([^"]*)"/.exec(page.body)?.[1];
    expect(title).toBeTruthy();
    expect(title).not.toContain('bedtime story');
  });

  it('a story is written in the language asked for, else the hero profile’s, else English', async () => {
    const { client } = await signedInParent(t);
    const spanishChild = await createdChild(client, { name: 'Lucía', language: 'es' });

    const asked = await createCompletedStory(client, { language: 'es' });
    expect(asked.language).toBe('es');
    expect(writer.requests.at(-1)?.language).toBe('es');

    const fromProfile = await createCompletedStory(client, {
      hero: 'Lucía',
      childIds: [spanishChild.id],
    });
    expect(fromProfile.language).toBe('es');

    const overridden = await createCompletedStory(client, {
      hero: 'Lucía',
      childIds: [spanishChild.id],
      language: 'en',
    });
    expect(overridden.language).toBe('en');
    expect(writer.requests.at(-1)?.language).toBe('en');

    const plain = await createCompletedStory(client);
    expect(plain.language).toBe('en');
    const [row] = await t.ctx.database.db.select().from(stories).where(eq(stories.id, asked.uuid));
    expect(row?.language).toBe('es');

    const bad = await client.post('/api/generateStory', { ...STORY_REQUEST, language: 'fr' });
    expect(bad.status).toBe(400);
  });

  it("the real-model writer's prompt asks for Spanish only for a Spanish story", () => {
    const request = {
      ...STORY_REQUEST,
      elements: ['a dragon', 'an umbrella', 'the moon'] as [string, string, string],
      seed: 1,
    };
    const prompt = (language?: 'en' | 'es') =>
      buildStoryMessages({ ...request, language })
        .map((m) => m.content)
        .join('\n');
    expect(prompt('es')).toContain('in Spanish');
    expect(prompt('en')).not.toContain('Spanish');
    expect(prompt('en')).toBe(prompt(undefined));
  });
});

describe("zod's own fallback messages (decision 089)", () => {
  const ask = (
    client: ReturnType<typeof newClient>,
    url: string,
    payload: unknown,
    language: string,
  ) =>
    client.request<{ id: string; errors: { msg: string; path?: string }[] }>({
      method: 'PUT',
      url,
      headers: { 'accept-language': language },
      payload: payload as never,
    });

  it('are in the request’s language, the path and id the same; English unchanged', async () => {
    const { client, user } = await signedInParent(t);
    const url = `/api/updateLanguage/${user.user_uid}`;
    const cases: [unknown, string, string][] = [
      [
        {},
        'language: Invalid option: expected one of "en"|"es"',
        'language: Opción no válida: se esperaba una de estas: en, es.',
      ],
      [
        { language: 7 },
        'language: Invalid option: expected one of "en"|"es"',
        'language: Opción no válida: se esperaba una de estas: en, es.',
      ],
    ];
    for (const [payload, englishMsg, spanishMsg] of cases) {
      const en = await ask(client, url, payload, 'en-US');
      const es = await ask(client, url, payload, 'es-ES,es;q=0.9');
      expect(en.status).toBe(400);
      expect(es.status).toBe(400);
      expect(en.body.errors).toEqual([{ msg: englishMsg, path: 'language' }]);
      expect(es.body.errors).toEqual([{ msg: spanishMsg, path: 'language' }]);
      expect(es.body.id).toBe(en.body.id);
    }
  });
  it('says a too-long gift message in Spanish, the field named too (decision 097)', async () => {
    const { client } = await signedInParent(t);
    const ask = (language: string) =>
      client.request<{ id: string; errors: { msg: string; path?: string }[] }>({
        method: 'POST',
        url: '/api/mergePDFsForPrinting',
        headers: { 'accept-language': language },
        payload: { books: [], bookIds: [], giftMessage: 'x'.repeat(401) },
      });
    const en = await ask('en-US');
    const es = await ask('es-ES,es;q=0.9');
    expect(en.status).toBe(400);
    expect(es.status).toBe(400);
    expect(en.body.errors).toContainEqual({
      msg: 'giftMessage: The gift message can be at most 400 characters',
      path: 'giftMessage',
    });
    expect(es.body.errors).toContainEqual({
      msg: 'giftMessage: El mensaje de regalo puede tener como máximo 400 caracteres',
      path: 'giftMessage',
    });
    expect(es.body.id).toBe(en.body.id);
  });
});
