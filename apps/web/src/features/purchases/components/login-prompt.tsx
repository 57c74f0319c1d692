import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * docs/product.md#purchase, docs/api.md#spec-6: visitors are asked to log in before they can buy
 * credits.
 */
export function LoginPrompt({ action = 'buy credits' }: { action?: string }) {
  return (
    <Alert color="night" variant="light" radius="lg" title={`Please log in to ${action}`}>
      <Stack gap="sm">
        <Text c="#1b1f4b">
          Credits belong to your account, so sign in first. New here? Every new account starts with
          free credits.
        </Text>
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
