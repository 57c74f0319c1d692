import { DELAYS } from '@sns/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showError, showSuccess } from '../../../lib/notify';
import { useLoginGoogle } from '../api/login-google';
import { isExpectedState, parseOAuthHash, takeSavedState } from '../lib/google-oauth';
import { translate } from '../../../lib/i18n/use-t';
import { useNavigateUnlessMoving } from './use-navigate-unless-moving';

/**
 * Finishes a Google sign-in when Google sends the browser back to /auth or /signup with
 * `#access_token=…&state=…`: checks the state, signs in through our server, clears the fragment.
 * Returns whether a Google sign-in is being finished or has just succeeded.
 */
export function useGoogleRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const loginGoogle = useLoginGoogle();
  const { mutate } = loginGoogle;
  const handled = useRef(false);
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    const answer = parseOAuthHash(location.hash);
    if (answer.kind === 'none' || handled.current) return;
    // The fragment carries a token: take it out of the address bar (and history) at once.
    handled.current = true;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state },
    );
    const saved = takeSavedState();
    if (answer.kind === 'error' || !isExpectedState(answer.state, saved)) {
      showError(translate('form.googleSignUpFailed'));
      return;
    }
    mutate(answer.accessToken, {
      onSuccess: () => {
        setSignedIn(true);
        showSuccess(translate('form.googleLoggedIn'));
      },
      onError: () => showError(translate('form.googleSignUpFailed')),
    });
  }, [location, navigate, mutate]);

  // Home a second later, unless the parent has set off somewhere else meanwhile.
  const { go, moving } = useNavigateUnlessMoving();
  useEffect(() => {
    if (!signedIn || moving) return;
    const timer = setTimeout(() => go('/'), DELAYS.loginRedirect);
    return () => clearTimeout(timer);
  }, [signedIn, moving, go]);

  return { pending: loginGoogle.isPending, signedIn };
}
