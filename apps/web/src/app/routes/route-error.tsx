import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Logo } from '../../components/logo';
import classes from './standalone.module.css';
import { useT } from '../../lib/i18n/use-t';

/** The router's error element (docs/product.md#not-found: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
    document.title = t('routeError.docTitle');
  }, [error, t]);

  return (
    <main id="main" className={classes.page}>
      <div className={classes.card}>
        <Stack align="center" gap="lg" ta="center">
          <Logo color="#1b1f4b" size={40} />
          <Title order={1} fz={26} c="#1b1f4b">
            {t('routeError.title')}
          </Title>
          <Text c="#4a5060">{t('routeError.text')}</Text>
          <Button component={Link} to="/" size="md" reloadDocument>
            {t('common.goHome')}
          </Button>
        </Stack>
      </div>
    </main>
  );
}
