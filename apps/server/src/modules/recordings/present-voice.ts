import { voiceLabel, type InviteState, type StoryVoice, type VoiceInvite } from '@sns/contract';
import type { AppContext } from '../../context';
import { signInviteToken } from './invite-token';
import type { ClipRow, InviteRow, VoiceRow } from './voice-repository';

/** The page an invitee opens; the token is in the fragment, which browsers never send. */
export const INVITE_PAGE = '/record-voice';

export function presentVoice(
  voice: VoiceRow,
  clips: Pick<ClipRow, 'sentence' | 'durationSeconds'>[],
  sentencesTotal: number,
  invited: boolean,
): StoryVoice {
  const counted = clips.filter((c) => c.sentence < sentencesTotal);
  return {
    id: voice.id,
    name: voice.name,
    label: voiceLabel(voice.name),
    status: voice.status === 'ready' ? 'ready' : 'recording',
    sentencesRecorded: counted.length,
    sentencesTotal,
    durationSeconds: Math.round(counted.reduce((sum, c) => sum + c.durationSeconds, 0) * 100) / 100,
    invited,
    createdAt: voice.createdAt.toISOString(),
  };
}

export function inviteUrl(
  config: AppContext['config'],
  invite: Pick<InviteRow, 'id' | 'expiresAt'>,
) {
  const token = signInviteToken(config.sessionSecret, {
    inviteId: invite.id,
    expiresAt: invite.expiresAt,
  });
  return `${config.publicUrl}${INVITE_PAGE}#${token}`;
}

export function presentInvite(
  config: AppContext['config'],
  invite: InviteRow,
  voiceName: string,
  now = Date.now(),
): VoiceInvite {
  const state = inviteState(invite, now);
  return {
    id: invite.id,
    voiceId: invite.voiceId,
    name: voiceName,
    // A link that no longer works is not handed out again.
    url: state === 'active' ? inviteUrl(config, invite) : '',
    expiresAt: invite.expiresAt.toISOString(),
    state,
  };
}

/**
 * A spent link reads as used even if it was withdrawn or expired since: what the parent wants to
 * know is that the reading was saved.
 */
function inviteState(invite: InviteRow, now: number): InviteState {
  if (invite.usedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt.getTime() <= now ? 'expired' : 'active';
}
