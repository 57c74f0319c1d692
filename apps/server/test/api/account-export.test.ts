import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOf, parentWithEverything } from '../helpers/account-data';
import { newClient, signedInParent } from '../helpers/factories';
import { US_ADDRESS } from '../helpers/print-lab';
import { insertPrintOrder, readyMergedBook } from '../helpers/print-orders';
import { createCompletedStory } from '../helpers/stories';
import { oggOpus } from '../helpers/recorded-audio';
import { createVoice, putClip, storyToRecord, voiceUrl } from '../helpers/recordings';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const exportUrl = (userId: string) => `/api/exportMyData/${userId}`;
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

interface AccountJson {
  profile: { user_uid: string; email: string; profilePhoto: string | null };
  creditLedger: { delta: number; reason: string }[];
  pictureRequests: { storyId: string; status: string }[];
  purchases: { productId: string; status: string }[];
  cookieConsent: { consent_method: string }[];
  stories: { uuid: string; hero: string; folder: string; files: { narration: string | null } }[];
  books: { status: string }[];
}

describe('GET /api/exportMyData/{userId}', () => {
  it('is one zip of exactly the parent’s own data and files, with safe entry names', async () => {
    const me = await parentWithEverything(t, { hero: '../../etc/passwd' });
    const other = await signedInParent(t);
    await createCompletedStory(other.client, { hero: 'Bo' });

    const res = await me.client.get(exportUrl(me.user.user_uid));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="starry-night-story-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(res.raw.rawPayload));
    const names = Object.keys(zip);

    // Names an unzip tool writes inside its folder: our words only, no `..`, no absolute path.
    for (const name of names) {
      expect(name).toMatch(/^[a-z0-9][a-z0-9./-]*$/);
      expect(name.split('/')).not.toContain('..');
    }
    const folder = names.find((n) => n.endsWith('/story.txt'))?.replace('/story.txt', '');
    expect(folder).toMatch(/^stories\/001-etc-passwd-[0-9a-f]{8}$/);

    const account = JSON.parse(
      Buffer.from(zip['account.json'] as Uint8Array).toString(),
    ) as AccountJson;
    expect(account.profile).toMatchObject({
      user_uid: me.user.user_uid,
      email: me.parent.email,
      profilePhoto: 'profile-photo.png',
    });
    expect(account.stories).toEqual([
      expect.objectContaining({
        uuid: me.story.uuid,
        hero: '../../etc/passwd',
        folder,
        files: expect.objectContaining({ narration: 'narration.mp3' }) as unknown,
      }),
    ]);
    expect(account.purchases).toEqual([
      expect.objectContaining({ productId: 'credits-30', status: 'paid' }),
    ]);
    expect(account.creditLedger.map((r) => r.reason)).toEqual(
      expect.arrayContaining([
        'signup_bonus',
        'purchase',
        'story',
        'image',
        'narration',
        'pdf_book',
      ]),
    );
    expect(account.pictureRequests).toEqual([
      expect.objectContaining({ storyId: me.story.uuid, status: 'delivered' }),
    ]);
    expect(account.cookieConsent).toEqual([
      expect.objectContaining({ consent_method: 'banner_accept_all' }),
    ]);
    expect(account.books).toEqual([expect.objectContaining({ status: 'completed' })]);

    const text = Buffer.from(zip[`${folder}/story.txt`] as Uint8Array).toString();
    expect(text).toContain('Maya found a sleepy dragon under the moon.');
    const html = Buffer.from(zip[`${folder}/story.html`] as Uint8Array).toString();
    expect(html).toContain('src="narration.mp3"');
    expect(html).not.toContain('<script');

    // Every stored file of the parent is in the zip, byte for byte, and nothing else is.
    const root = t.config.storage.kind === 'local' ? t.config.storage.dir : '';
    const stored = filesOf(t, me.user.user_uid).map((f) => sha(readFileSync(join(root, f))));
    const zipped = names
      .filter((n) => /\.(png|jpg|mp3|pdf)$/.test(n))
      .map((n) => sha(zip[n] as Uint8Array));
    expect(zipped.sort()).toEqual(stored.sort());
    expect(names.filter((n) => n.endsWith('.mp3'))).toEqual([`${folder}/narration.mp3`]);
    expect(names.filter((n) => n.endsWith('.pdf'))).toEqual([`${folder}/book-1.pdf`]);

    // Nothing of the other parent.
    const everything = Buffer.concat(Object.values(zip).map((d) => Buffer.from(d))).toString(
      'latin1',
    );
    expect(everything).not.toContain(other.user.user_uid);
    expect(everything).not.toContain(other.parent.email);
    for (const f of filesOf(t, other.user.user_uid)) {
      expect(zipped).not.toContain(sha(readFileSync(join(root, f))));
    }
  });

  it('exports an account with nothing in it yet', async () => {
    const me = await signedInParent(t);
    const res = await me.client.get(exportUrl(me.user.user_uid));
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(res.raw.rawPayload));
    expect(Object.keys(zip)).toEqual(['account.json']);
  });

  it('holds the printed-book orders as stored and the merged books, the parent’s own only', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const userId = me.user.user_uid;
    const mergedBookId = await readyMergedBook(t, userId, { giftMessage: 'For Maya' });
    const delivered = new Date('2026-11-20T10:00:00.000Z');
    const orderId = await insertPrintOrder(t, userId, mergedBookId, {
      status: 'delivered',
      quantity: 2,
      itemCents: 5998,
      totalCents: 6797,
      trackingId: '1Z999AA10123456784',
      trackingUrls: ['https://tracking.example.com/1Z999AA10123456784'],
      carrier: 'UPS',
      deliveredAt: delivered,
    });
    const theirs = await readyMergedBook(t, other.user.user_uid);
    await insertPrintOrder(t, other.user.user_uid, theirs);

    const res = await me.client.get(exportUrl(userId));
    const zip = unzipSync(new Uint8Array(res.raw.rawPayload));
    const account = JSON.parse(Buffer.from(zip['account.json'] as Uint8Array).toString()) as {
      mergedBooks: unknown[];
      printOrders: unknown[];
    };
    expect(account.mergedBooks).toEqual([
      expect.objectContaining({
        mergedBookId,
        pageCount: 24,
        status: 'ready',
        giftMessage: 'For Maya',
        createdAt: expect.any(String) as unknown,
        filesDeletedAt: null,
      }),
    ]);
    expect(account.printOrders).toEqual([
      expect.objectContaining({
        orderId,
        mergedBookId,
        status: 'delivered',
        quantity: 2,
        item: 59.98,
        shipping: 7.99,
        tax: 0,
        total: 67.97,
        currency: 'usd',
        shippingAddress: US_ADDRESS,
        addressRedactedAt: null,
        tracking: {
          id: '1Z999AA10123456784',
          urls: ['https://tracking.example.com/1Z999AA10123456784'],
          carrier: 'UPS',
        },
        paidAt: expect.any(String) as unknown,
        deliveredAt: delivered.toISOString(),
      }),
    ]);
  });

  it('refuses another parent’s id (403), signed out (401) and a malformed id (400)', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    expect((await me.client.get(exportUrl(other.user.user_uid))).status).toBe(403);
    expect((await newClient(t).get(exportUrl(me.user.user_uid))).status).toBe(401);
    expect((await me.client.get('/api/exportMyData/..%2F..%2Fetc')).status).toBe(400);
  });

  it('is on the OpenAPI page with the deletion call', async () => {
    const res = await t.client().get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/exportMyData/{userId}', '/api/deleteAccount/{userId}']),
    );
  });

  it('holds the voices the parent recorded, every clip as it was uploaded', async () => {
    const me = await signedInParent(t);
    const story = await storyToRecord(t, me.client);
    const voice = await createVoice(me.client, story.uuid, 'Grandma ../../x');
    const clips = [oggOpus(1), oggOpus(2)];
    for (const [i, clip] of clips.entries()) {
      const res = await putClip(
        me.client,
        `${voiceUrl(story.uuid, voice.id)}/sentences/${i}`,
        clip,
        {
          contentType: 'audio/ogg',
        },
      );
      expect(res.status).toBe(200);
    }

    const res = await me.client.get(exportUrl(me.user.user_uid));
    const zip = unzipSync(new Uint8Array(res.raw.rawPayload));
    const account = JSON.parse(Buffer.from(zip['account.json'] as Uint8Array).toString()) as {
      stories: {
        folder: string;
        files: {
          voices: { readBy: string; status: string; clips: { sentence: number; file: string }[] }[];
        };
      }[];
    };
    const [entry] = account.stories;
    expect(entry?.files.voices).toEqual([
      expect.objectContaining({
        readBy: 'Grandma ../../x',
        status: 'recording',
        clips: [
          expect.objectContaining({ sentence: 1, file: 'voices/01-grandma-x/sentence-001.ogg' }),
          expect.objectContaining({ sentence: 2, file: 'voices/01-grandma-x/sentence-002.ogg' }),
        ],
      }),
    ]);
    for (const [i, clip] of clips.entries()) {
      const name = `${entry?.folder}/voices/01-grandma-x/sentence-00${i + 1}.ogg`;
      expect(sha(zip[name] as Uint8Array)).toBe(sha(clip));
    }
  });
});
