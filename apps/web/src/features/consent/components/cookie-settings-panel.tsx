import '../../../lib/full-styles';
import { CONSENT_VERSION } from '@sns/contract';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatLongDateTime } from '../../../lib/format-date';
import { openPreferences, resetConsent, useConsent } from '../state/consent-store';
import classes from './cookie-settings-panel.module.css';
import { useT } from '../../../lib/i18n/use-t';

function Status({ on }: { on: boolean }) {
  const t = useT();
  return (
    <span className={on ? classes.enabled : classes.disabled}>
      {on ? t('consent.enabled') : t('consent.disabled')}
    </span>
  );
}

/**
 * Profile cookie settings panel (docs/product.md#cookies): each category's status, when consent was
 * first given and last updated (en-US long date with hour and minute), the policy version ('1.0' by
 * default); Set Preferences without consent, Change Preferences and Reset Consent with it.
 */
export default function CookieSettingsPanel() {
  const t = useT();
  const { consent, hasConsent, loading } = useConsent();
  const headingId = useId();
  const given = hasConsent && consent !== null;

  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} id={headingId} fz={18} c="#1b1f4b">
            {t('consent.settingsTitle')}
          </Title>
          {loading && <Loader size="xs" aria-label={t('consent.checking')} />}
        </Group>
        {!given && !loading && (
          <Text fw={700} c="#1b1f4b">
            {t('consent.noConsent')}
          </Text>
        )}
        <dl className={classes.list}>
          <dt>{t('consent.essential')}</dt>
          <dd>{t('consent.alwaysEnabled')}</dd>
          <dt>{t('consent.analytics')}</dt>
          <dd>
            <Status on={given && consent.analytics_cookies} />
          </dd>
          <dt>{t('consent.marketing')}</dt>
          <dd>
            <Status on={given && consent.marketing_cookies} />
          </dd>
          <dt>{t('consent.functionality')}</dt>
          <dd>
            <Status on={given && consent.functionality_cookies} />
          </dd>
          {given && (
            <>
              <dt>{t('consent.given')}</dt>
              <dd>{formatLongDateTime(consent.consent_timestamp)}</dd>
              <dt>{t('consent.updated')}</dt>
              <dd>{formatLongDateTime(consent.updated_timestamp)}</dd>
            </>
          )}
          <dt>{t('consent.version')}</dt>
          <dd>{consent?.consent_version ?? CONSENT_VERSION}</dd>
        </dl>
        <Group gap="sm">
          {given ? (
            <>
              <Button variant="default" onClick={openPreferences}>
                {t('consent.change')}
              </Button>
              <Button variant="outline" color="red.9" onClick={() => void resetConsent()}>
                {t('consent.reset')}
              </Button>
            </>
          ) : (
            <Button variant="default" onClick={openPreferences} disabled={loading}>
              {t('consent.set')}
            </Button>
          )}
        </Group>
      </Stack>
    </section>
  );
}
