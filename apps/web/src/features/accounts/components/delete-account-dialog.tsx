import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ACCOUNT_DATA_MESSAGES, type User } from '@sns/contract';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/error-message';
import { useDeleteAccount } from '../api/delete-account';

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
      setError(ACCOUNT_DATA_MESSAGES.wrongConfirmation);
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
      title="Delete your account?"
      size="md"
      fullScreen={phone}
      radius="lg"
      zIndex={300}
      styles={{ title: { fontWeight: 800, fontSize: 20, color: '#1b1f4b' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text id="delete-account-what">This deletes, for good:</Text>
          <List spacing={4} aria-labelledby="delete-account-what">
            <List.Item>every story, with its pictures, narration and PDF books</List.Item>
            <List.Item>your profile photo and any photo kept for a book</List.Item>
            <List.Item>
              your {user.storiesRemaining} remaining credit{user.storiesRemaining === 1 ? '' : 's'},
              your cookie choices and your account
            </List.Item>
          </List>
          <Text>
            You will be signed out on every device. Receipts of your purchases are kept, without
            your name or e-mail, only as long as the law requires.
          </Text>
          <Alert color="red" variant="light" title="This can’t be undone">
            Download your data first if you want to keep your stories.
          </Alert>
          <TextInput
            data-autofocus
            label="Type your e-mail address to confirm"
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
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={deletion.isPending}>
              Delete my account forever
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
