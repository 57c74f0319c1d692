import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHttpClient } from './http-client';

export type BenchClient = ReturnType<typeof createHttpClient>;

/**
 * Signs up, confirms (from the server's outbox in `dataDir`) and signs in parent number `i`;
 * returns their client and user.
 */
export async function signUpParent(baseUrl: string, dataDir: string, i: number) {
  const client = createHttpClient(baseUrl);
  const email = `bench.parent.${i}.${Date.now()}@example.com`;
  const password = `Bench-${i}-moonlight-stories`;
  await client.post('/api/createUserFromForm', {
    firstName: 'Bench',
    lastName: `Parent${i}`,
    displayName: `Bench Parent${i}`,
    email,
    password,
    confirmPassword: password,
  });
  const outbox = join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((f) => readFileSync(join(outbox, f), 'utf8'))
    .find((m) => m.includes(email));
  const code = /\/confirm\/([A-Za-z0-9_-]+)/.exec((mail ?? '').replace(/=\r?\n/g, ''))?.[1];
  await client.get(`/api/confirm/${code}`);
  const login = await client.post('/api/login', { email, password });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  return { client, email, password, user: (login.body as { user: { user_uid: string } }).user };
}

/** Writes a story and waits for it (polling every `pollMs`); its id. */
export async function writeStory(client: BenchClient, hero = 'Maya', pollMs = 50, age = 6) {
  const accepted = await client.post('/api/generateStory', {
    hero,
    age,
    elements: 'a dragon, an umbrella, the moon',
    genre: 'Fantasy',
  });
  if (accepted.status !== 202) throw new Error(`generateStory: ${JSON.stringify(accepted.body)}`);
  for (;;) {
    const status = await client.get(`/api/workerStatus/${accepted.body.workerId as string}`);
    if (status.body.status === 'completed') return accepted.body.storyId as string;
    if (status.body.status === 'error') throw new Error('a story failed');
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
