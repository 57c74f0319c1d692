import '../../lib/full-styles';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** Any unknown path under the main layout. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <LogoMark size={72} />
        <Title order={1} c="#1b1f4b">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" fz="lg">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to="/" size="md">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
