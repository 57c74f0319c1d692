import '../../lib/full-styles';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@sns/contract';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { useDocumentTitle } from '../../lib/document-title';

/** Any unknown path under the main layout. */
export function Component() {
  useDocumentTitle(MESSAGES.pageNotFound);
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <LogoMark size={72} />
        <Title order={1} c="#1b1f4b">
          {MESSAGES.pageNotFound}
        </Title>
        <Text c="dimmed" fz="lg">
          This page drifted off to dreamland. Let’s get you back.
        </Text>
        <Button component={Link} to="/" size="md">
          Go home
        </Button>
      </Stack>
    </Container>
  );
}
