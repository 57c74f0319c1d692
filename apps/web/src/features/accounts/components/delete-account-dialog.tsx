import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { User } from '@sns/contract';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/error-message';
import { useDeleteAccount } from '../api/delete-account';
import { useT } from '../../../lib/i18n/use-t';

export interface DeleteAccountDialogProps {
  user: User;
  opened: boolean;
  onClose: () => void;
}

/**
 * The confirmation before deleting an account (docs/decisions/012): what goes, that it can't be
 * undone, and the parent types their e-mail to confirm. Shown over the profile modal.
 */
export function DeleteAccountDialog({ user, opened, onClose }: DeleteAccountDialogProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  const phone = useMediaQuery('(max-width: 36em)');

  const close = () => {
    if (deletion.isPending) return;
    setTyped('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks it too; checking here spares a mistyped address a round trip.
    if (typed.trim().toLowerCase() !== user.email.toLowerCase()) {
      setError(t('data.wrongConfirmation'));
      return;
    }
    setError(null);
    deletion.mutate(
      { userId: user.user_uid, confirmation: typed },
      { onError: (e) => setError(describeError(e)) },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('data.deleteTitle')}
      size="md"
      fullScreen={phone}
      radius="lg"
      zIndex={300}
      styles={{ title: { fontWeight: 800, fontSize: 20, color: '#1b1f4b' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text id="delete-account-what">{t('data.deletes')}</Text>
          <List spacing={4} aria-labelledby="delete-account-what">
            <List.Item>{t('data.deletesStories')}</List.Item>
            <List.Item>{t('data.deletesPhotos')}</List.Item>
            <List.Item>{t('data.deletesCredits', { n: user.storiesRemaining })}</List.Item>
          </List>
          <Text>{t('data.signedOut')}</Text>
          <Alert color="red" variant="light" title={t('data.undoneTitle')}>
            {t('data.downloadFirst')}
          </Alert>
          <TextInput
            data-autofocus
            label={t('data.typeEmail')}
            description={user.email}
            styles={{ description: { overflowWrap: 'anywhere' } }}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={error}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            required
          />
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={close} disabled={deletion.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={deletion.isPending}>
              {t('data.deleteForever')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
