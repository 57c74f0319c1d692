import type { Child } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD, childRows, createdChild } from '../helpers/children';
import { signedInParent, type TestClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let client: TestClient;
let mine: Child;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  ({ client } = await signedInParent(t));
  mine = await createdChild(client);
});
afterAll(async () => t.close());

const future = `${new Date().getUTCFullYear() + 1}-01-01`;
const unsafe = "Please remove words that aren't suitable for a children's story:";

/** One field changed to a bad value, and the message the parent is shown for it. */
const cases: [string, Record<string, unknown>, string][] = [
  ['no name', { name: undefined }, 'name: Invalid input'],
  ['an empty name', { name: '   ' }, "name: Please give the child's first name"],
  ['a long name', { name: 'M'.repeat(41) }, 'name: The name is too long'],
  [
    'a name with a hidden character',
    { name: 'Ma\u200bya' },
    "name: The child's name contains invisible or control characters",
  ],
  ['a name that is not text', { name: 42 }, 'name: Invalid input'],
  ['an unsuitable name', { name: 'Bloody Mary' }, `${unsafe} bloody.`],
  ['no age', { age: undefined }, 'age: Age must be a number from 1 to 15'],
  ['age 0', { age: 0 }, 'age: Age must be from 1 to 15'],
  ['age 16', { age: 16 }, 'age: Age must be from 1 to 15'],
  ['age 4.5', { age: 4.5 }, 'age: Age must be a whole number'],
  ['age as text', { age: '5' }, 'age: Age must be a number from 1 to 15'],
  ['a birthday not a date', { birthday: 'last May' }, 'birthday: The birthday must be a date'],
  ['30 February', { birthday: '2020-02-30' }, 'The birthday must be a real date'],
  ['month 13', { birthday: '2020-13-01' }, 'birthday: The birthday must be a real date'],
  ['year 0', { birthday: '0000-01-01' }, 'The birthday must be a real date'],
  ['a birthday to come', { birthday: future }, 'The birthday cannot be in the future'],
  ['no pronouns', { pronouns: undefined }, 'pronouns: Please choose pronouns'],
  ['unknown pronouns', { pronouns: 'xe' }, 'pronouns: Please choose pronouns'],
  ['no appearance', { appearance: undefined }, 'appearance: Invalid input'],
  ['an appearance that is text', { appearance: 'cute' }, 'appearance: Invalid input'],
  [
    'no favourite colour',
    { favouriteColour: undefined },
    'favouriteColour: Please choose a colour',
  ],
  ['an unknown colour', { favouriteColour: 'black' }, 'favouriteColour: Please choose a colour'],
  [
    'six favourite things',
    { favouriteThings: ['a', 'b', 'c', 'd', 'e', 'f'] },
    'favouriteThings: At most 5 favourite things',
  ],
  [
    'an empty favourite thing',
    { favouriteThings: ['cats', ' '] },
    'favouriteThings.1: A favourite thing cannot be empty',
  ],
  [
    'a long favourite thing',
    { favouriteThings: ['x'.repeat(41)] },
    'favouriteThings.0: A favourite thing is too long',
  ],
  [
    'a favourite thing with a control character',
    { favouriteThings: ['cats\u0007'] },
    'favouriteThings.0: A favourite thing contains invisible or control characters',
  ],
  ['an unsuitable favourite thing', { favouriteThings: ['guns'] }, `${unsafe} guns.`],
  ['favourite things as text', { favouriteThings: 'cats, dogs' }, 'favouriteThings: Invalid input'],
];

const appearanceCases: [string, Record<string, unknown>, string][] = [
  ['skin tone', { skinTone: 'green' }, 'appearance.skinTone: Please choose a skin tone'],
  ['hair colour', { hairColour: 'rainbow' }, 'appearance.hairColour: Please choose a hair colour'],
  ['hair style', { hairStyle: 'mohawk' }, 'appearance.hairStyle: Please choose a hair style'],
  ['eye colour', { eyeColour: 'red' }, 'appearance.eyeColour: Please choose an eye colour'],
  ['glasses', { glasses: 'yes' }, 'appearance.glasses: Invalid input'],
  ['freckles', { freckles: undefined }, 'appearance.freckles: Invalid input'],
];

const messagesOf = (body: unknown) =>
  ((body as { errors?: { msg: string }[] }).errors ?? []).map((e) => e.msg).join(' | ');

describe('bad input to /api/children: a 400 with the reason, and nothing changed', () => {
  const all = [
    ...cases,
    ...appearanceCases.map(
      ([what, change, message]) =>
        [
          `a bad ${what}`,
          { appearance: { ...CHILD.appearance, ...change } },
          message,
        ] as (typeof cases)[number],
    ),
  ];

  it.each(all)('%s', async (_what, change, message) => {
    const before = await childRows(t);
    const body = { ...CHILD, ...change };
    const created = await client.post('/api/children', body);
    expect(created.status).toBe(400);
    expect(messagesOf(created.body)).toContain(message);
    const replaced = await client.request({
      method: 'PUT',
      url: `/api/children/${mine.id}`,
      payload: body,
    });
    expect(replaced.status).toBe(400);
    expect(messagesOf(replaced.body)).toContain(message);
    expect(await childRows(t)).toEqual(before);
  });

  it('refuses malformed JSON and a malformed child id', async () => {
    const before = await childRows(t);
    const json = await client.request({
      method: 'POST',
      url: '/api/children',
      payload: '{"name": "Maya",',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ message: 'The request body is not valid JSON.' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await client.request({
        method,
        url: '/api/children/not-a-uuid',
        ...(method === 'PUT' ? { payload: CHILD } : {}),
      });
      expect(res.status, method).toBe(400);
      expect(messagesOf(res.body)).toContain('childId: Invalid child');
    }
    expect(await childRows(t)).toEqual(before);
  });

  it('drops fields it does not know, and never takes the owner or id from the body', async () => {
    const other = await signedInParent(t);
    const res = await client.post<Child & Record<string, unknown>>('/api/children', {
      ...CHILD,
      id: '00000000-0000-4000-8000-000000000001',
      userId: other.user.user_uid,
      user_uid: other.user.user_uid,
      photo: 'x',
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe('00000000-0000-4000-8000-000000000001');
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'age',
        'appearance',
        'birthday',
        'createdAt',
        'favouriteColour',
        'favouriteThings',
        'id',
        'language',
        'name',
        'pronouns',
      ].sort(),
    );
    expect((await other.client.get('/api/children')).body).toEqual([]);
  });
});
