import {
  Button,
  CopyButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DEFAULT_INVITE_DAYS,
  INVITE_DAYS,
  type InviteState,
  type VoiceInvite,
} from '@sns/contract';
import { useId, useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/error-message';
import { formatLongDateTime } from '../../../lib/format-date';
import { useCreateVoiceInvite, useRevokeVoiceInvite } from '../api/voice-invites';
import classes from './recordings.module.css';

/** "Grandpa: link withdrawn": where each invitation stands, after its invitee's name. */
const INVITE_STATE_TEXT: Record<Exclude<InviteState, 'active'>, string> = {
  expired: 'link expired',
  revoked: 'link withdrawn',
  used: 'reading saved — link used',
};

const describeInviteState = (invite: VoiceInvite) =>
  invite.state === 'active'
    ? `link works until ${formatLongDateTime(invite.expiresAt)}`
    : INVITE_STATE_TEXT[invite.state];

/**
 * Invite someone (a grandparent) to record the story: a private link that expires, which opens
 * only the recording of this story under the name given, with no account. It can be withdrawn,
 * and saving the reading spends it.
 */
export function InvitePanel({ storyId, invites }: { storyId: string; invites: VoiceInvite[] }) {
  const headingId = useId();
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(DEFAULT_INVITE_DAYS));
  const create = useCreateVoiceInvite(storyId);
  const revoke = useRevokeVoiceInvite(storyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), expiresInDays: Number(days) },
      { onSuccess: () => setName('') },
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} id={headingId} fz="lg" c="#1b1f4b">
          Invite someone to read it
        </Title>
        <Text fz="sm" c="dimmed">
          They get a private link that only lets them record this story, under the name you give. No
          account needed.
        </Text>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Their name"
              placeholder="Grandpa"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={30}
              required
            />
            <NativeSelect
              label="The link lasts"
              value={days}
              onChange={(e) => setDays(e.currentTarget.value)}
              data={INVITE_DAYS.map((d) => ({
                value: String(d),
                label: d === 1 ? '1 day' : `${d} days`,
              }))}
            />
            <Button type="submit" loading={create.isPending}>
              Create a private link
            </Button>
          </Group>
        </form>
        {create.isError && (
          <Text c="red.9" fz="sm" role="alert">
            {describeError(create.error)}
          </Text>
        )}
        {invites.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {invites.map((invite) => (
              <li key={invite.id}>
                <Stack gap={4}>
                  <Text fw={700} c="#1b1f4b">
                    {invite.name}: {describeInviteState(invite)}
                  </Text>
                  {invite.state === 'active' && (
                    <Group gap="xs" wrap="wrap">
                      <TextInput
                        className={classes.inviteLink}
                        aria-label={`Private link for ${invite.name}`}
                        value={invite.url}
                        readOnly
                        onFocus={(e) => e.currentTarget.select()}
                      />
                      <CopyButton value={invite.url}>
                        {({ copied, copy }) => (
                          <Button variant="light" onClick={copy}>
                            {copied ? 'Copied' : 'Copy link'}
                          </Button>
                        )}
                      </CopyButton>
                      <Button
                        variant="subtle"
                        color="red"
                        onClick={() => revoke.mutate(invite.id)}
                        loading={revoke.isPending && revoke.variables === invite.id}
                      >
                        Withdraw link for {invite.name}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
