import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useNavigation, type NavigateOptions } from 'react-router';

/**
 * The app's own moves after signing in (home after a sign-in, home 1 s after "already signed in"),
 * which must never undo a move the parent made meanwhile. Pages load lazily: a click on a menu link
 * keeps the sign-in page on screen while the next page's code arrives, and a navigation started
 * then would replace the parent's. So the app's move is dropped while the router is on its way
 * somewhere, and `moving` tells a timer to stop.
 */
export function useNavigateUnlessMoving() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const moving = navigation.state !== 'idle';
  const movingNow = useRef(moving);
  useEffect(() => {
    movingNow.current = moving;
  }, [moving]);

  const go = useCallback(
    (to: string, options?: NavigateOptions) => {
      if (!movingNow.current) void navigate(to, options);
    },
    [navigate],
  );
  return { go, moving };
}
