import type { RecordingScript, StoryVoices, VoiceInvite } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishInvitedVoice } from '../../src/modules/recordings/finish-voice';
import { signInviteToken } from '../../src/modules/recordings/invite-token';
import { recordInvitedSentence } from '../../src/modules/recordings/record-sentence';
import { openInvite } from '../../src/modules/recordings/voice-invites';
import { voiceInvites } from '../../src/db/recordings-schema';
import { everything, filesOf } from '../helpers/account-data';
import { signedInParent, type TestClient } from '../helpers/factories';
import { oggOpus } from '../helpers/recorded-audio';
import {
  asInvitee,
  putClip,
  SHORT_STORY_SENTENCES,
  storyToRecord,
  tokenOf,
  voicesUrl,
} from '../helpers/recordings';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const invitesUrl = (storyId: string) => `/api/stories/${storyId}/voiceInvites`;
const SCRIPT = '/api/voiceInvite/script';
const FINISH = '/api/voiceInvite/finish';
const sentence = (i: number | string) => `/api/voiceInvite/sentences/${i}`;

async function parentWithInvite(options: { expiresInDays?: number } = {}) {
  const owner = await signedInParent(t);
  const story = await storyToRecord(t, owner.client);
  const res = await owner.client.post<VoiceInvite>(invitesUrl(story.uuid), {
    name: 'Grandma',
    ...options,
  });
  if (res.status !== 201) throw new Error(`invite refused: ${JSON.stringify(res.body)}`);
  return { owner, story, invite: res.body, token: tokenOf(res.body) };
}

/** Every sentence of the story, recorded through the link. */
async function recordEverySentence(client: TestClient, token: string) {
  for (let i = 0; i < SHORT_STORY_SENTENCES.length; i += 1) {
    const res = await putClip(client, sentence(i), oggOpus(1), { token });
    if (res.status !== 200) throw new Error(`clip refused: ${JSON.stringify(res.body)}`);
  }
}

describe('inviting a grandparent to record', () => {
  it('gives a private link; without an account they record every sentence and save', async () => {
    const { owner, story, invite, token } = await parentWithInvite();
    expect(invite).toMatchObject({ name: 'Grandma', state: 'active' });
    const url = new URL(invite.url);
    // The token rides in the fragment: browsers never send it, so no log or Referer holds it.
    expect(url.pathname).toBe('/record-voice');
    expect(url.search).toBe('');
    const days = (Date.parse(invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const grandma = t.client();
    const script = await asInvitee(grandma, token, 'GET', SCRIPT);
    expect(script.status).toBe(200);
    const body = script.body as unknown as RecordingScript;
    expect(body.sentences.map((s) => s.text)).toEqual(SHORT_STORY_SENTENCES);
    expect(body.voice.label).toBe('Read by Grandma');
    expect(body.expiresAt).toBe(invite.expiresAt);
    // Nothing of the parent's beyond the story they are asked to read.
    expect(JSON.stringify(body)).not.toContain(owner.parent.email);
    expect(JSON.stringify(body)).not.toContain(owner.user.user_uid);

    for (let i = 0; i < 4; i += 1) {
      const res = await putClip(grandma, sentence(i), oggOpus(1 + i / 10), { token });
      expect(res.status).toBe(200);
    }
    const saved = await asInvitee(grandma, token, 'POST', FINISH);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ label: 'Read by Grandma', status: 'ready', invited: true });

    // The parent hears it like any of their own.
    const list = await owner.client.get<StoryVoices>(voicesUrl(story.uuid));
    const voice = list.body.voices[0];
    expect(voice).toMatchObject({ name: 'Grandma', status: 'ready', invited: true });
    const playback = await owner.client.get(`${voicesUrl(story.uuid)}/${voice?.id}/playback`);
    expect(playback.status).toBe(200);
    // The invitee cannot play it, nor read anything else of the parent's.
    for (const path of [
      `${voicesUrl(story.uuid)}/${voice?.id}/playback`,
      voicesUrl(story.uuid),
      `/api/getStory/${story.uuid}`,
      `/api/getUserStories/${owner.user.user_uid}`,
      `/api/library`,
    ]) {
      expect((await asInvitee(grandma, token, 'GET', path)).status).toBe(401);
    }
  });

  it('refuses a token that is missing, forged, or signed for another invitation', async () => {
    const { invite, token } = await parentWithInvite();
    const visitor = t.client();
    const before = await everything(t);
    const [id, expires, signature] = token.split('.');
    const otherId = '00000000-0000-4000-8000-000000000000';
    const later = String(Number(expires) + 86_400 * 365);
    for (const bad of [
      undefined,
      '',
      `${otherId}.${expires}.${signature}`,
      `${id}.${later}.${signature}`,
      `${token}x`,
      signInviteToken('not-our-secret', {
        inviteId: invite.id,
        expiresAt: new Date(Number(expires) * 1000),
      }),
    ]) {
      const res = await asInvitee(visitor, bad, 'GET', SCRIPT);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ id: 'invite_invalid' });
      expect((await putClip(visitor, sentence(0), oggOpus(1), { token: bad })).status).toBe(404);
    }
    expect(await everything(t)).toEqual(before);
  });

  it('stops working when it expires, whatever the token says', async () => {
    const { invite, token } = await parentWithInvite({ expiresInDays: 1 });
    const grandma = t.client();
    expect((await asInvitee(grandma, token, 'GET', SCRIPT)).status).toBe(200);
    // A token whose own expiry has passed.
    const stale = signInviteToken(t.config.sessionSecret, {
      inviteId: invite.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await asInvitee(grandma, stale, 'GET', SCRIPT)).status).toBe(404);
    // The row's expiry rules too: an hour ago on the server is expired, even for a live token.
    await t.ctx.database.db
      .update(voiceInvites)
      .set({ expiresAt: new Date(Date.now() - 3600_000) })
      .execute();
    const before = await everything(t);
    expect((await asInvitee(grandma, token, 'GET', SCRIPT)).status).toBe(404);
    expect((await putClip(grandma, sentence(0), oggOpus(1), { token })).status).toBe(404);
    expect(await everything(t)).toEqual(before);
  });

  it('can be revoked by the parent: the link stops at once, what was recorded stays', async () => {
    const { owner, story, invite, token } = await parentWithInvite();
    const grandma = t.client();
    expect((await putClip(grandma, sentence(0), oggOpus(1), { token })).status).toBe(200);
    // Another parent cannot revoke it.
    const other = await signedInParent(t);
    const theirs = await other.client.request({
      method: 'DELETE',
      url: `${invitesUrl(story.uuid)}/${invite.id}`,
    });
    expect(theirs.status).toBe(404);
    expect((await asInvitee(grandma, token, 'GET', SCRIPT)).status).toBe(200);

    const revoked = await owner.client.request({
      method: 'DELETE',
      url: `${invitesUrl(story.uuid)}/${invite.id}`,
    });
    expect(revoked.status).toBe(204);
    const before = await everything(t);
    expect((await asInvitee(grandma, token, 'GET', SCRIPT)).status).toBe(404);
    expect((await putClip(grandma, sentence(1), oggOpus(1), { token })).status).toBe(404);
    expect((await asInvitee(grandma, token, 'POST', FINISH)).status).toBe(404);
    expect(await everything(t)).toEqual(before);
    const list = await owner.client.get<StoryVoices>(voicesUrl(story.uuid));
    expect(list.body.invites).toEqual([
      expect.objectContaining({ id: invite.id, state: 'revoked', url: '' }),
    ]);
    expect(list.body.voices[0]).toMatchObject({ name: 'Grandma', sentencesRecorded: 1 });
  });

  it('opens one voice of one story only: deleting that voice or story ends it', async () => {
    const { owner, story, token } = await parentWithInvite();
    const second = await owner.client.post<VoiceInvite>(invitesUrl(story.uuid), {
      name: 'Grandpa',
    });
    const grandpaToken = tokenOf(second.body);
    const grandma = t.client();
    await putClip(grandma, sentence(0), oggOpus(1), { token });
    await putClip(grandma, sentence(0), oggOpus(2), { token: grandpaToken });
    const list = await owner.client.get<StoryVoices>(voicesUrl(story.uuid));
    expect(list.body.voices.map((v) => [v.name, v.durationSeconds])).toEqual([
      ['Grandma', 1],
      ['Grandpa', 2],
    ]);
    const grandpaVoice = list.body.voices[1];
    await owner.client.request({
      method: 'DELETE',
      url: `${voicesUrl(story.uuid)}/${grandpaVoice?.id}`,
    });
    expect((await asInvitee(grandma, grandpaToken, 'GET', SCRIPT)).status).toBe(404);
    expect((await asInvitee(grandma, token, 'GET', SCRIPT)).status).toBe(200);
    await owner.client.request({ method: 'DELETE', url: `/api/stories/${story.uuid}` });
    expect((await asInvitee(grandma, token, 'GET', SCRIPT)).status).toBe(404);
    expect(filesOf(t, story.uuid)).toEqual([]);
  });

  it('checks the name and how long the link lasts', async () => {
    const owner = await signedInParent(t);
    const story = await storyToRecord(t, owner.client);
    const before = await everything(t);
    for (const body of [
      { name: '' },
      { name: 'Grandma', expiresInDays: 5 },
      { name: 'Grandma', expiresInDays: '7' },
      { name: 'Gran\u0000dma' },
    ]) {
      expect((await owner.client.post(invitesUrl(story.uuid), body)).status).toBe(400);
    }
    expect(await everything(t)).toEqual(before);
  });
});

describe('the link is spent once the reading is saved', () => {
  it('then reads, records and saves nothing more, refused as a withdrawn link is', async () => {
    const { owner, story, invite, token } = await parentWithInvite();
    const grandma = t.client();
    await recordEverySentence(grandma, token);
    expect((await asInvitee(grandma, token, 'POST', FINISH)).status).toBe(200);

    // Word for word what a link that never worked gets: nothing tells a spent link apart.
    const forged = await asInvitee(grandma, `${token}x`, 'GET', SCRIPT);
    expect(forged.status).toBe(404);
    const before = await everything(t);
    for (const res of [
      await asInvitee(grandma, token, 'GET', SCRIPT),
      await putClip(grandma, sentence(0), oggOpus(2), { token }),
      await putClip(grandma, sentence(3), oggOpus(2), { token }),
      await asInvitee(grandma, token, 'POST', FINISH),
      await asInvitee(t.client(), token, 'GET', SCRIPT),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(forged.body);
    }
    expect(await everything(t)).toEqual(before);

    const list = await owner.client.get<StoryVoices>(voicesUrl(story.uuid));
    expect(list.body.invites).toEqual([
      expect.objectContaining({ id: invite.id, state: 'used', url: '' }),
    ]);
    const voice = list.body.voices[0];
    expect(voice).toMatchObject({ name: 'Grandma', status: 'ready', invited: true });

    // Withdrawing it afterwards changes nothing: the parent still sees that it was saved.
    const revoked = await owner.client.request({
      method: 'DELETE',
      url: `${invitesUrl(story.uuid)}/${invite.id}`,
    });
    expect(revoked.status).toBe(204);
    const after = await owner.client.get<StoryVoices>(voicesUrl(story.uuid));
    expect(after.body.invites[0]).toMatchObject({ state: 'used' });
    // The parent's own save of that voice is untouched by the spent link.
    const own = await owner.client.post(`${voicesUrl(story.uuid)}/${voice?.id}/finish`);
    expect(own.status).toBe(200);
  });

  it('is not spent by a save that is refused', async () => {
    const { token } = await parentWithInvite();
    const grandma = t.client();
    expect((await putClip(grandma, sentence(0), oggOpus(1), { token })).status).toBe(200);
    const early = await asInvitee(grandma, token, 'POST', FINISH);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ id: 'voice_not_finished' });
    await recordEverySentence(grandma, token);
    expect((await asInvitee(grandma, token, 'POST', FINISH)).status).toBe(200);
  });

  it('is spent once by two saves at once: one is saved, the other refused', async () => {
    const { owner, story, invite, token } = await parentWithInvite();
    const grandma = t.client();
    await recordEverySentence(grandma, token);
    const saves = await Promise.all([
      asInvitee(grandma, token, 'POST', FINISH),
      asInvitee(grandma, token, 'POST', FINISH),
    ]);
    expect(saves.map((s) => s.status).sort()).toEqual([200, 404]);
    expect(saves.find((s) => s.status === 404)?.body).toMatchObject({ id: 'invite_invalid' });
    const [row] = await t.ctx.database.db
      .select()
      .from(voiceInvites)
      .where(eq(voiceInvites.id, invite.id));
    expect(row?.usedAt).toBeInstanceOf(Date);
    const list = await owner.client.get<StoryVoices>(voicesUrl(story.uuid));
    expect(list.body.invites[0]).toMatchObject({ state: 'used' });
    expect(list.body.voices[0]).toMatchObject({ status: 'ready' });
  });

  it('refuses a save or a clip that opened the link before another save spent it', async () => {
    const { token } = await parentWithInvite();
    const grandma = t.client();
    await recordEverySentence(grandma, token);
    // Both opened the link while it still worked, as calls in flight during the save have.
    const late = await openInvite(t.ctx, token);
    const lateClip = await openInvite(t.ctx, token);
    expect((await asInvitee(grandma, token, 'POST', FINISH)).status).toBe(200);
    const before = await everything(t);
    await expect(finishInvitedVoice(t.ctx, late)).rejects.toMatchObject({
      kind: 'not_found',
      id: 'invite_invalid',
    });
    await expect(recordInvitedSentence(t.ctx, lateClip, 0, oggOpus(2))).rejects.toMatchObject({
      kind: 'not_found',
      id: 'invite_invalid',
    });
    // The clip's file, written before its row, was deleted with the refusal.
    expect(await everything(t)).toEqual(before);
  });
});
