import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { CheckPrintAddressResponse } from '@sns/contract';
import { addressLines, fromAddress } from '../lib/address-form';
import { useT } from '../../../lib/i18n/use-t';

/**
 * What the printer said of the address: its warnings, and when it would correct the address, the
 * choice between its suggestion and the parent's own.
 */
export function AddressCheckResult({
  result,
  onUseSuggested,
  onKeepMine,
}: {
  result: CheckPrintAddressResponse;
  onUseSuggested: () => void;
  onKeepMine: () => void;
}) {
  const t = useT();
  const suggested = result.suggestedAddress ? fromAddress(result.suggestedAddress) : null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      title={suggested ? t('print.suggestsCorrection') : t('print.lookAgain')}
    >
      <Stack gap="sm">
        {result.warnings.length > 0 && (
          <List c="#1b1f4b">
            {result.warnings.map((w) => (
              <List.Item key={`${w.code}-${w.field ?? ''}`}>{w.message}</List.Item>
            ))}
          </List>
        )}
        {suggested && (
          <>
            <Text c="#1b1f4b" fw={700}>
              {t('print.suggested')}
            </Text>
            <Text c="#1b1f4b" component="address" style={{ fontStyle: 'normal' }}>
              {addressLines(suggested).map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Text>
            <Group gap="sm">
              <Button onClick={onUseSuggested}>{t('print.useSuggested')}</Button>
              <Button variant="default" onClick={onKeepMine}>
                {t('print.keepMine')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
