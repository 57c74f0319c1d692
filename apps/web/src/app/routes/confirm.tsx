import '../../lib/full-styles';
import { Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Logo } from '../../components/logo';
import { EmailConfirmation } from '../../features/accounts/components/email-confirmation';
import { useDocumentTitle } from '../../lib/document-title';
import classes from './standalone.module.css';
import { useT } from '../../lib/i18n/use-t';

/** /confirm/{code} — outside the main layout: the link from the confirmation e-mail. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('confirm.linkDocTitle'));
  const { code } = useParams();

  return (
    <main id="main" className={classes.page}>
      <div className={classes.card}>
        <Stack align="center" gap="xl">
          <Link to="/" className={classes.logoLink} aria-label="Starry Night Story">
            <Logo color="#1b1f4b" size={40} />
          </Link>
          <Title order={1} fz={24} c="#1b1f4b" ta="center">
            {t('confirm.linkTitle')}
          </Title>
          <EmailConfirmation code={code} />
        </Stack>
      </div>
    </main>
  );
}
