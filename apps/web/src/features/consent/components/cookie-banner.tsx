import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACCEPT_ALL, REJECT_ALL } from '../lib/consent-choices';
import { saveConsent } from '../state/consent-store';
import classes from './cookie-banner.module.css';
import { useT } from '../../../lib/i18n/use-t';

/**
 * Cookie banner (docs/product.md#cookies): Reject All, Customize, Accept All. A labelled region,
 * not a modal: the page stays usable behind it, and it stays until a choice is made (no close
 * button).
 */
export function CookieBanner({
  onCustomize,
  focusCustomize = false,
  onFocused,
}: {
  onCustomize: () => void;
  /** Put keyboard focus on Customize when shown: the preferences it opened closed unsaved. */
  focusCustomize?: boolean;
  onFocused?: () => void;
}) {
  const t = useT();
  const [saving, setSaving] = useState<'accept' | 'reject' | null>(null);
  const customizeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusCustomize) return;
    customizeRef.current?.focus();
    onFocused?.();
  }, [focusCustomize, onFocused]);
  const choose = async (which: 'accept' | 'reject') => {
    setSaving(which);
    await (which === 'accept'
      ? saveConsent(ACCEPT_ALL, 'banner_accept_all')
      : saveConsent(REJECT_ALL, 'banner_reject_all'));
    setSaving(null);
  };

  return (
    <section className={classes.banner} aria-label={t('consent.region')}>
      <div className={classes.inner}>
        <p className={classes.text}>
          {t('consent.bannerText')}{' '}
          <Link to="/privacy-policy" className={classes.link}>
            {t('consent.readPolicy')}
          </Link>
        </p>
        <div className={classes.actions}>
          {/* Reject All is as easy to find and press as Accept All. */}
          <Button
            color="night"
            loading={saving === 'reject'}
            disabled={saving !== null}
            onClick={() => void choose('reject')}
          >
            {t('consent.rejectAll')}
          </Button>
          <Button
            ref={customizeRef}
            variant="default"
            disabled={saving !== null}
            onClick={onCustomize}
          >
            {t('consent.customize')}
          </Button>
          <Button
            color="night"
            loading={saving === 'accept'}
            disabled={saving !== null}
            onClick={() => void choose('accept')}
          >
            {t('consent.acceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
