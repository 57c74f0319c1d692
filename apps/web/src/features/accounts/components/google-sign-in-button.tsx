import { Button, Divider } from '@mantine/core';
import { GoogleIcon } from '../../../components/icons';
import { useT } from '../../../lib/i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';
import { prepareGoogleSignIn } from '../lib/google-oauth';

interface GoogleSignInButtonProps {
  /** The button's words, in the page's language. */
  label: string;
  /** Where Google sends the browser back (this page): '/auth' or '/signup'. */
  returnPath: '/auth' | '/signup';
  disabled?: boolean;
}

/** Hidden unless the server has a Google client id (GET /api/config). */
export function GoogleSignInButton({ label, returnPath, disabled }: GoogleSignInButtonProps) {
  const t = useT();
  const { data: config } = usePublicConfig();
  if (!config?.googleClientId || !config.googleAuthUrl) return null;
  const { googleClientId, googleAuthUrl } = config;

  return (
    <>
      <Divider
        label={t('auth.or')}
        labelPosition="center"
        color="#d5d8ee"
        styles={{ label: { color: '#5c6270' } }}
      />
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<GoogleIcon />}
        disabled={disabled}
        onClick={() => {
          window.location.assign(
            prepareGoogleSignIn({ authUrl: googleAuthUrl, clientId: googleClientId }, returnPath),
          );
        }}
      >
        {label}
      </Button>
    </>
  );
}
