import type { StoryVoice, StoryVoices, VoicePlayback } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everything, filesOf } from '../helpers/account-data';
import { creditsOf, signedInParent } from '../helpers/factories';
import {
  chromiumMp4,
  chromiumWebm,
  chromiumWebmSliced,
  handMadeWebm,
  oggOpus,
} from '../helpers/recorded-audio';
import {
  createVoice,
  getScript,
  putClip,
  SHORT_STORY_SENTENCES,
  storyToRecord,
  voicesUrl,
  voiceUrl,
} from '../helpers/recordings';
import { fetchFile, SHORT_STORY } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sentenceUrl = (storyId: string, voiceId: string, index: number | string) =>
  `${voiceUrl(storyId, voiceId)}/sentences/${index}`;

describe('recording a story in your own voice', () => {
  it('records sentence by sentence, re-records one, saves, and plays with exact marks, for free', async () => {
    const me = await signedInParent(t);
    const story = await storyToRecord(t, me.client);
    const credits = await creditsOf(t, me.user.user_uid);

    const voice = await createVoice(me.client, story.uuid, 'Grandma');
    expect(voice).toMatchObject({
      name: 'Grandma',
      label: 'Read by Grandma',
      status: 'recording',
      sentencesRecorded: 0,
      sentencesTotal: 4,
      invited: false,
    });
    const script = await getScript(me.client, story.uuid, voice.id);
    expect(script.status).toBe(200);
    expect(script.body.sentences.map((s) => s.text)).toEqual(SHORT_STORY_SENTENCES);
    // Where the paragraphs end, so the recorder lays the story out as it is written.
    expect(script.body.sentences.map((s) => s.endsParagraph)).toEqual([true, false, true, true]);
    expect(script.body).toMatchObject({ recorded: [], expiresAt: null, status: 'recording' });

    // What browsers record, whatever Content-Type they claim.
    const takes = [chromiumWebmSliced(), chromiumMp4(), oggOpus(1.5), chromiumWebm()];
    for (const [index, data] of takes.entries()) {
      const res = await putClip(me.client, sentenceUrl(story.uuid, voice.id, index), data, {
        contentType: 'application/octet-stream',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ index, sentencesRecorded: index + 1, sentencesTotal: 4 });
    }
    // Saving before is refused; re-recording the second sentence replaces its file.
    const before = filesOf(t, voice.id);
    expect(before).toHaveLength(4);
    const again = await putClip(me.client, sentenceUrl(story.uuid, voice.id, 1), oggOpus(2));
    expect(again.body).toMatchObject({ index: 1, durationSeconds: 2, sentencesRecorded: 4 });
    const after = filesOf(t, voice.id);
    expect(after).toHaveLength(4);
    expect(after.filter((f) => !before.includes(f))).toHaveLength(1);
    expect(after.some((f) => f.includes('/1-') && f.endsWith('.ogg'))).toBe(true);

    const saved = await me.client.post<StoryVoice>(`${voiceUrl(story.uuid, voice.id)}/finish`);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'ready', sentencesRecorded: 4 });

    const playback = await me.client.get<VoicePlayback>(
      `${voiceUrl(story.uuid, voice.id)}/playback`,
    );
    expect(playback.status).toBe(200);
    const { clips, marks, text, label } = playback.body;
    expect(label).toBe('Read by Grandma');
    expect(text).toBe(SHORT_STORY);
    expect(clips).toHaveLength(4);
    // Each sentence starts where the clips before it end, and marks its own words.
    let start = 0;
    for (const [i, mark] of marks.entries()) {
      expect(mark.start).toBeCloseTo(start, 5);
      expect(clips[i]?.start).toBeCloseTo(start, 5);
      expect(text.slice(mark.charStart, mark.charEnd)).toBe(SHORT_STORY_SENTENCES[i]);
      start += clips[i]?.durationSeconds ?? 0;
      expect(mark.end).toBeCloseTo(start, 5);
    }
    expect(clips[1]?.durationSeconds).toBe(2);
    // The clips are served from signed links, as what they are.
    const types = [];
    for (const clip of clips) {
      const file = await fetchFile(me.client, clip.url);
      expect(file.status).toBe(200);
      types.push(file.headers['content-type']);
    }
    expect(types).toEqual(['audio/webm', 'audio/ogg', 'audio/ogg', 'audio/webm']);
    const withoutSignature = new URL(clips[0]!.url);
    expect((await me.client.get(withoutSignature.pathname)).status).toBe(403);

    expect(await creditsOf(t, me.user.user_uid)).toEqual(credits);
  });

  it('keeps several voices per story, each with its own label; unsaved ones are not playable', async () => {
    const me = await signedInParent(t);
    const story = await storyToRecord(t, me.client);
    const grandma = await createVoice(me.client, story.uuid, 'Grandma');
    const dad = await createVoice(me.client, story.uuid, 'Dad');
    for (const voice of [grandma, dad]) {
      for (let i = 0; i < 4; i += 1) {
        expect(
          (await putClip(me.client, sentenceUrl(story.uuid, voice.id, i), oggOpus(1))).status,
        ).toBe(200);
      }
    }
    await me.client.post(`${voiceUrl(story.uuid, grandma.id)}/finish`);
    const list = await me.client.get<StoryVoices>(voicesUrl(story.uuid));
    expect(list.body.voices.map((v) => [v.label, v.status, v.sentencesRecorded])).toEqual([
      ['Read by Grandma', 'ready', 4],
      ['Read by Dad', 'recording', 4],
    ]);
    expect(list.body.voices[0]?.durationSeconds).toBe(4);
    expect((await me.client.get(`${voiceUrl(story.uuid, dad.id)}/playback`)).status).toBe(404);
    await me.client.post(`${voiceUrl(story.uuid, dad.id)}/finish`);
    expect((await me.client.get(`${voiceUrl(story.uuid, dad.id)}/playback`)).status).toBe(200);

    // Deleting one voice takes its files and rows, and leaves the other.
    const dadFiles = filesOf(t, dad.id);
    expect(dadFiles).toHaveLength(4);
    const res = await me.client.request({ method: 'DELETE', url: voiceUrl(story.uuid, dad.id) });
    expect(res.status).toBe(204);
    expect(filesOf(t, dad.id)).toEqual([]);
    expect(filesOf(t, grandma.id)).toHaveLength(4);
    const left = await me.client.get<StoryVoices>(voicesUrl(story.uuid));
    expect(left.body.voices.map((v) => v.name)).toEqual(['Grandma']);
  });

  it('refuses to save before every sentence is recorded, and a sentence the story does not have', async () => {
    const me = await signedInParent(t);
    const story = await storyToRecord(t, me.client);
    const voice = await createVoice(me.client, story.uuid, 'Mum');
    await putClip(me.client, sentenceUrl(story.uuid, voice.id, 0), oggOpus(1));
    const early = await me.client.post(`${voiceUrl(story.uuid, voice.id)}/finish`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ id: 'voice_not_finished' });
    const past = await putClip(me.client, sentenceUrl(story.uuid, voice.id, 4), oggOpus(1));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ id: 'sentence_missing' });
    for (const bad of ['-1', 'x', '1.5']) {
      expect(
        (await putClip(me.client, sentenceUrl(story.uuid, voice.id, bad), oggOpus(1))).status,
      ).toBe(400);
    }
  });

  it('allows at most 8 voices a story, and a name a parent typed', async () => {
    const me = await signedInParent(t);
    const story = await storyToRecord(t, me.client);
    for (const name of ['', '   ', 'x'.repeat(31), 'Gran\u202Ema']) {
      const res = await me.client.post(voicesUrl(story.uuid), { name });
      expect(res.status).toBe(400);
    }
    for (let i = 0; i < 8; i += 1) await createVoice(me.client, story.uuid, `Voice ${i}`);
    const ninth = await me.client.post(voicesUrl(story.uuid), { name: 'One more' });
    expect(ninth.status).toBe(409);
    expect(ninth.body).toMatchObject({ id: 'too_many_voices' });
  });
});

describe('what an uploaded clip must be (docs/decisions/023)', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
    'hex',
  );

  it.each([
    ['a PNG sent as audio/webm', PNG, 'audio/webm', 415, 'recording_unsupported'],
    [
      'an HTML page sent as audio/ogg',
      Buffer.from('<html><script>x</script></html>'),
      'audio/ogg',
      415,
      'recording_unsupported',
    ],
    ['JSON', Buffer.from('{"a":1}'), 'application/json', 415, 'recording_unsupported'],
    ['nothing', Buffer.alloc(0), 'audio/webm', 400, 'recording_unreadable'],
    [
      'a recording cut in half',
      chromiumWebm().subarray(0, 700),
      'audio/webm',
      400,
      'recording_unreadable',
    ],
    [
      'a recording with a page stuck on',
      Buffer.concat([oggOpus(1), Buffer.from('<html>')]),
      'audio/ogg',
      400,
      'recording_unreadable',
    ],
    [
      'a WebM video',
      handMadeWebm({ trackType: 1, codec: 'V_VP8' }),
      'audio/webm',
      415,
      'recording_unsupported',
    ],
    ['a click of the button (0.1 s)', oggOpus(0.1), 'audio/ogg', 400, 'recording_too_short'],
    [
      'more than a minute for one sentence',
      handMadeWebm({ seconds: 61 }),
      'audio/webm',
      400,
      'recording_too_long',
    ],
    [
      'more than 2 MB',
      Buffer.concat([chromiumWebm(), Buffer.alloc(2 * 1024 * 1024)]),
      'audio/webm',
      413,
      'recording_too_large',
    ],
  ])(
    'refuses %s with a clear message, changing nothing',
    async (_name, data, contentType, status, id) => {
      const me = await signedInParent(t);
      const story = await storyToRecord(t, me.client);
      const voice = await createVoice(me.client, story.uuid, 'Grandma');
      const before = await everything(t);
      const res = await putClip(me.client, sentenceUrl(story.uuid, voice.id, 0), data, {
        contentType,
      });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ id, message: expect.any(String) });
      expect(await everything(t)).toEqual(before);
    },
  );
});

describe('only the parent', () => {
  it('answers 404 to another parent for every call, and changes nothing', async () => {
    const owner = await signedInParent(t);
    const story = await storyToRecord(t, owner.client);
    const voice = await createVoice(owner.client, story.uuid, 'Grandma');
    for (let i = 0; i < 4; i += 1)
      await putClip(owner.client, sentenceUrl(story.uuid, voice.id, i), oggOpus(1));
    await owner.client.post(`${voiceUrl(story.uuid, voice.id)}/finish`);
    const invite = await owner.client.post<{ id: string }>(
      `/api/stories/${story.uuid}/voiceInvites`,
      {
        name: 'Grandpa',
      },
    );
    const other = await signedInParent(t);
    const before = await everything(t);
    const calls = [
      other.client.get(voicesUrl(story.uuid)),
      other.client.post(voicesUrl(story.uuid), { name: 'Intruder' }),
      getScript(other.client, story.uuid, voice.id),
      putClip(other.client, sentenceUrl(story.uuid, voice.id, 0), oggOpus(1)),
      other.client.post(`${voiceUrl(story.uuid, voice.id)}/finish`),
      other.client.get(`${voiceUrl(story.uuid, voice.id)}/playback`),
      other.client.request({ method: 'DELETE', url: voiceUrl(story.uuid, voice.id) }),
      other.client.post(`/api/stories/${story.uuid}/voiceInvites`, { name: 'Intruder' }),
      other.client.request({
        method: 'DELETE',
        url: `/api/stories/${story.uuid}/voiceInvites/${invite.body.id}`,
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    // The other parent's own story does not open this voice either.
    expect(await everything(t)).toEqual(before);
    const theirs = await storyToRecord(t, other.client);
    expect((await getScript(other.client, theirs.uuid, voice.id)).status).toBe(404);
    const put = await putClip(other.client, sentenceUrl(theirs.uuid, voice.id, 0), oggOpus(1));
    expect(put.status).toBe(404);
    expect((await everything(t)).tables.story_voice_clips).toEqual(before.tables.story_voice_clips);
  });

  it('needs a session and, to change anything, the CSRF token', async () => {
    const owner = await signedInParent(t);
    const story = await storyToRecord(t, owner.client);
    const voice = await createVoice(owner.client, story.uuid, 'Grandma');
    const before = await everything(t);
    const noToken = await putClip(owner.client, sentenceUrl(story.uuid, voice.id, 0), oggOpus(1), {
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    const visitor = t.client();
    expect((await visitor.get(voicesUrl(story.uuid))).status).toBe(401);
    expect((await putClip(visitor, sentenceUrl(story.uuid, voice.id, 0), oggOpus(1))).status).toBe(
      401,
    );
    expect(await everything(t)).toEqual(before);
  });
});

describe('deleted with the story and with the account', () => {
  it('deleting the story deletes its voices, clips and invitations, rows and files', async () => {
    const me = await signedInParent(t);
    const story = await storyToRecord(t, me.client);
    const voice = await createVoice(me.client, story.uuid, 'Grandma');
    for (let i = 0; i < 2; i += 1)
      await putClip(me.client, sentenceUrl(story.uuid, voice.id, i), chromiumWebm());
    await me.client.post(`/api/stories/${story.uuid}/voiceInvites`, { name: 'Grandpa' });
    expect(filesOf(t, voice.id)).toHaveLength(2);
    const res = await me.client.request({ method: 'DELETE', url: `/api/stories/${story.uuid}` });
    expect(res.status).toBe(204);
    expect(filesOf(t, voice.id)).toEqual([]);
    const tables = (await everything(t)).tables;
    for (const table of ['story_voices', 'story_voice_clips', 'voice_invites']) {
      expect(JSON.stringify(tables[table])).not.toContain(story.uuid);
      expect(JSON.stringify(tables[table])).not.toContain(voice.id);
    }
  });

  it('deleting the account deletes every recording of it', async () => {
    const me = await signedInParent(t);
    const story = await storyToRecord(t, me.client);
    const voice = await createVoice(me.client, story.uuid, 'Grandma');
    await putClip(me.client, sentenceUrl(story.uuid, voice.id, 0), chromiumMp4());
    expect(filesOf(t, voice.id)).toHaveLength(1);
    const res = await me.client.post(`/api/deleteAccount/${me.user.user_uid}`, {
      confirmation: me.parent.email,
    });
    expect(res.status).toBe(200);
    expect(filesOf(t, voice.id)).toEqual([]);
    const tables = (await everything(t)).tables;
    expect(JSON.stringify(tables.story_voices)).not.toContain(voice.id);
    expect(JSON.stringify(tables.story_voice_clips)).not.toContain(voice.id);
  });
});
