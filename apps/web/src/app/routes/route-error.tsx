import { Button, Stack, Text, Title } from '@mantine/core';
import { UNEXPECTED_ERROR_MESSAGE } from '@sns/contract';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Logo } from '../../components/logo';
import classes from './standalone.module.css';

/** The router's error element (docs/product.md#not-found: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
    document.title = 'Something went wrong · Starry Night Story';
  }, [error]);

  return (
    <main id="main" className={classes.page}>
      <div className={classes.card}>
        <Stack align="center" gap="lg" ta="center">
          <Logo color="#1b1f4b" size={40} />
          <Title order={1} fz={26} c="#1b1f4b">
            {UNEXPECTED_ERROR_MESSAGE}
          </Title>
          <Text c="#4a5060">
            Something went wrong on our side. Please try again — your stories are safe.
          </Text>
          <Button component={Link} to="/" size="md" reloadDocument>
            Go home
          </Button>
        </Stack>
      </div>
    </main>
  );
}
