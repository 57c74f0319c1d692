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
import type { MessageKey } from '../../../lib/i18n/catalog-en';
import { useT } from '../../../lib/i18n/use-t';
import { useCreateVoiceInvite, useRevokeVoiceInvite } from '../api/voice-invites';
import classes from './recordings.module.css';

/** "Grandpa: link withdrawn": where each invitation stands, after its invitee's name. */
const INVITE_STATE_TEXT: Record<Exclude<InviteState, 'active'>, MessageKey> = {
  expired: 'invite.expired',
  revoked: 'invite.revoked',
  used: 'invite.used',
};

/**
 * Invite someone (a grandparent) to record the story: a private link that expires, which opens
 * only the recording of this story under the name given, with no account. It can be withdrawn,
 * and saving the reading spends it.
 */
export function InvitePanel({ storyId, invites }: { storyId: string; invites: VoiceInvite[] }) {
  const t = useT();
  const headingId = useId();
  const describeInviteState = (invite: VoiceInvite) =>
    invite.state === 'active'
      ? t('invite.until', { date: formatLongDateTime(invite.expiresAt) })
      : t(INVITE_STATE_TEXT[invite.state]);
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
          {t('invite.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('invite.text')}
        </Text>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('invite.name')}
              placeholder={t('invite.namePlaceholder')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={30}
              required
            />
            <NativeSelect
              label={t('invite.lasts')}
              value={days}
              onChange={(e) => setDays(e.currentTarget.value)}
              data={INVITE_DAYS.map((d) => ({
                value: String(d),
                label: t('invite.days', { n: d }),
              }))}
            />
            <Button type="submit" loading={create.isPending}>
              {t('invite.create')}
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
                    {t('invite.line', { name: invite.name, state: describeInviteState(invite) })}
                  </Text>
                  {invite.state === 'active' && (
                    <Group gap="xs" wrap="wrap">
                      <TextInput
                        className={classes.inviteLink}
                        aria-label={t('invite.link', { name: invite.name })}
                        value={invite.url}
                        readOnly
                        onFocus={(e) => e.currentTarget.select()}
                      />
                      <CopyButton value={invite.url}>
                        {({ copied, copy }) => (
                          <Button variant="light" onClick={copy}>
                            {copied ? t('invite.copied') : t('invite.copy')}
                          </Button>
                        )}
                      </CopyButton>
                      <Button
                        variant="subtle"
                        color="red"
                        onClick={() => revoke.mutate(invite.id)}
                        loading={revoke.isPending && revoke.variables === invite.id}
                      >
                        {t('invite.withdraw', { name: invite.name })}
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
