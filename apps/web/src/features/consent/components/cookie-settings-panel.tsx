import '../../../lib/full-styles';
import { CONSENT_VERSION } from '@sns/contract';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatLongDateTime } from '../../../lib/format-date';
import { openPreferences, resetConsent, useConsent } from '../state/consent-store';
import classes from './cookie-settings-panel.module.css';

function Status({ on }: { on: boolean }) {
  return (
    <span className={on ? classes.enabled : classes.disabled}>{on ? 'Enabled' : 'Disabled'}</span>
  );
}

/**
 * Profile cookie settings panel (docs/product.md#cookies): each category's status, when consent was
 * first given and last updated (en-US long date with hour and minute), the policy version ('1.0' by
 * default); Set Preferences without consent, Change Preferences and Reset Consent with it.
 */
export default function CookieSettingsPanel() {
  const { consent, hasConsent, loading } = useConsent();
  const headingId = useId();
  const given = hasConsent && consent !== null;

  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} id={headingId} fz={18} c="#1b1f4b">
            Cookie settings
          </Title>
          {loading && <Loader size="xs" aria-label="Checking your cookie settings" />}
        </Group>
        {!given && !loading && (
          <Text fw={700} c="#1b1f4b">
            No Cookie Consent Given
          </Text>
        )}
        <dl className={classes.list}>
          <dt>Essential</dt>
          <dd>Always enabled</dd>
          <dt>Analytics</dt>
          <dd>
            <Status on={given && consent.analytics_cookies} />
          </dd>
          <dt>Marketing</dt>
          <dd>
            <Status on={given && consent.marketing_cookies} />
          </dd>
          <dt>Functionality</dt>
          <dd>
            <Status on={given && consent.functionality_cookies} />
          </dd>
          {given && (
            <>
              <dt>Consent given</dt>
              <dd>{formatLongDateTime(consent.consent_timestamp)}</dd>
              <dt>Last updated</dt>
              <dd>{formatLongDateTime(consent.updated_timestamp)}</dd>
            </>
          )}
          <dt>Policy version</dt>
          <dd>{consent?.consent_version ?? CONSENT_VERSION}</dd>
        </dl>
        <Group gap="sm">
          {given ? (
            <>
              <Button variant="default" onClick={openPreferences}>
                Change Preferences
              </Button>
              <Button variant="outline" color="red.9" onClick={() => void resetConsent()}>
                Reset Consent
              </Button>
            </>
          ) : (
            <Button variant="default" onClick={openPreferences} disabled={loading}>
              Set Preferences
            </Button>
          )}
        </Group>
      </Stack>
    </section>
  );
}
