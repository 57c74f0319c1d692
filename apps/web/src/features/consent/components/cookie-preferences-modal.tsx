import '../../../lib/full-styles';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ACCEPT_ALL, choicesOf, REJECT_ALL, type ConsentChoices } from '../lib/consent-choices';
import { closePreferences, saveConsent, useConsent } from '../state/consent-store';
import type { MessageKey } from '../../../lib/i18n/catalog-en';
import { useT } from '../../../lib/i18n/use-t';

const CATEGORIES: { key: keyof ConsentChoices; label: MessageKey; description: MessageKey }[] = [
  { key: 'analytics', label: 'consent.analyticsLabel', description: 'consent.analyticsText' },
  { key: 'marketing', label: 'consent.marketingLabel', description: 'consent.marketingText' },
  {
    key: 'functionality',
    label: 'consent.functionalityLabel',
    description: 'consent.functionalityText',
  },
];

/**
 * Preferences modal (docs/product.md#cookies): essential always on; analytics, marketing and
 * functionality toggles; Reject All, Save Preferences, Accept All. The toggles start from the
 * choice in force, or all off: nothing optional is on until the parent turns it on.
 */
export default function CookiePreferencesModal({ opened }: { opened: boolean }) {
  const t = useT();
  const { consent } = useConsent();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={closePreferences}
      title={t('consent.preferencesTitle')}
      size="lg"
      radius="lg"
      fullScreen={phone}
      // Above the profile modal it may be opened from.
      zIndex={300}
      styles={{ title: { fontWeight: 800, fontSize: 22, color: '#1b1f4b' } }}
    >
      {/* Remounted on each open, so the toggles always start from the choice in force. */}
      {opened && <PreferencesForm initial={consent ? choicesOf(consent) : REJECT_ALL} />}
    </Modal>
  );
}

function PreferencesForm({ initial }: { initial: ConsentChoices }) {
  const t = useT();
  const [choices, setChoices] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (
    which: string,
    picked: ConsentChoices,
    method: Parameters<typeof saveConsent>[1],
  ) => {
    setSaving(which);
    await saveConsent(picked, method);
    setSaving(null);
  };

  return (
    <Stack gap="lg">
      <Text c="#4a5060">{t('consent.preferencesLead')}</Text>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Switch
            label={t('consent.essentialLabel')}
            description={t('consent.essentialText')}
            checked
            disabled
            readOnly
            size="md"
          />
          <Text fz="sm" fw={700} c="#3e46b0" style={{ whiteSpace: 'nowrap' }}>
            {t('consent.alwaysEnabled')}
          </Text>
        </Group>
        {CATEGORIES.map((c) => (
          <Switch
            key={c.key}
            label={t(c.label)}
            description={t(c.description)}
            checked={choices[c.key]}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setChoices((prev) => ({ ...prev, [c.key]: on }));
            }}
            size="md"
          />
        ))}
      </Stack>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button
          color="night"
          disabled={saving !== null}
          loading={saving === 'reject'}
          onClick={() => void save('reject', REJECT_ALL, 'banner_reject_all')}
        >
          {t('consent.rejectAll')}
        </Button>
        <Button
          variant="default"
          disabled={saving !== null}
          loading={saving === 'custom'}
          onClick={() => void save('custom', choices, 'preferences_custom')}
        >
          {t('consent.savePreferences')}
        </Button>
        <Button
          color="night"
          disabled={saving !== null}
          loading={saving === 'accept'}
          onClick={() => void save('accept', ACCEPT_ALL, 'banner_accept_all')}
        >
          {t('consent.acceptAll')}
        </Button>
      </Group>
    </Stack>
  );
}
