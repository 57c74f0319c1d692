import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * docs/product.md#purchase, docs/api.md#spec-6: visitors are asked to log in before they can buy
 * credits (and, with their own reason, before the printed-book pages).
 */
export function LoginPrompt({
  action = 'buy credits',
  reason = 'Credits belong to your account, so sign in first. New here? Every new account starts with free credits.',
}: {
  action?: string;
  /** Why signing in comes first, for the page it stands on. */
  reason?: string;
}) {
  return (
    <Alert color="night" variant="light" radius="lg" title={`Please log in to ${action}`}>
      <Stack gap="sm">
        <Text c="#1b1f4b">{reason}</Text>
        <Group>
          <Button component={Link} to="/auth">
            Log in
          </Button>
          <Button component={Link} to="/signup" variant="white">
            Create Account
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
