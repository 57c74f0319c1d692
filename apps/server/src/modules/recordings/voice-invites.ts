import type { VoiceInvite } from '@sns/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { voiceInvites } from '../../db/recordings-schema';
import { errors } from '../../errors';
import { findStory } from '../stories/story-repository';
import { readInviteToken } from './invite-token';
import { presentInvite } from './present-voice';
import { getOwnRecordableStory } from './recordable-story';
import { recordingErrors } from './recording-errors';
import { insertVoice } from './story-voices';
import { findInvite, findVoice } from './voice-repository';
import { refuseUnsafeText } from '../content-safety/refuse-unsafe-text';

const DAY_MS = 24 * 3600 * 1000;

/**
 * POST /api/stories/{storyId}/voiceInvites: a voice for someone else to record, and the private
 * link that lets them (docs/decisions/023). The link expires, and may be revoked sooner; saving
 * the reading spends it.
 */
export async function createVoiceInvite(
  ctx: AppContext,
  userId: string,
  storyId: string,
  body: { name: string; expiresInDays: number },
): Promise<VoiceInvite> {
  refuseUnsafeText([{ path: 'name', text: body.name }]);
  const story = await getOwnRecordableStory(ctx, userId, storyId);
  // Whole seconds, as the token carries them: the row and the token agree to the second.
  const expiresAt = new Date(Math.floor((Date.now() + body.expiresInDays * DAY_MS) / 1000) * 1000);
  const invite = await ctx.database.db.transaction(async (tx) => {
    const voice = await insertVoice(tx, story, body.name);
    const [row] = await tx
      .insert(voiceInvites)
      .values({ storyId: story.id, userId, voiceId: voice.id, expiresAt })
      .returning();
    if (!row) throw new Error('The invitation was not inserted');
    return row;
  });
  return presentInvite(ctx.config, invite, body.name);
}

/** DELETE /api/stories/{storyId}/voiceInvites/{inviteId}: the link stops working at once. */
export async function revokeVoiceInvite(
  ctx: AppContext,
  userId: string,
  storyId: string,
  inviteId: string,
): Promise<void> {
  const invite = await findInvite(ctx.database.db, inviteId);
  if (!invite || invite.userId !== userId || invite.storyId !== storyId) {
    throw errors.notFound('That invitation');
  }
  await ctx.database.db
    .update(voiceInvites)
    .set({ revokedAt: new Date() })
    .where(and(eq(voiceInvites.id, invite.id), isNull(voiceInvites.revokedAt)));
}

/**
 * What an invitation token opens: its story and its voice, nothing else. A token that is forged,
 * expired, revoked or spent (its reading saved), or whose story or voice was deleted, is refused
 * the same way.
 */
export async function openInvite(ctx: AppContext, token: string | undefined) {
  const claims = token ? readInviteToken(ctx.config.sessionSecret, token) : undefined;
  if (!claims) throw recordingErrors.inviteInvalid();
  const db = ctx.database.db;
  const invite = await findInvite(db, claims.inviteId);
  if (!invite || invite.usedAt || invite.revokedAt || invite.expiresAt.getTime() <= Date.now()) {
    throw recordingErrors.inviteInvalid();
  }
  const story = await findStory(db, invite.storyId);
  const voice = story ? await findVoice(db, story.id, invite.voiceId) : undefined;
  if (!story || !voice || story.status !== 'completed') throw recordingErrors.inviteInvalid();
  return { invite, story, voice };
}
