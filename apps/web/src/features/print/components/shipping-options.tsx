import { Radio, Stack, Text } from '@mantine/core';
import type { ShipmentOption } from '@sns/contract';
import { formatDeliveryWindow } from '../lib/delivery-window';
import { formatMoney } from '../lib/money';
import { translate, useT } from '../../../lib/i18n/use-t';

function arrives(option: ShipmentOption): string {
  const window = formatDeliveryWindow({ min: option.minDeliveryDate, max: option.maxDeliveryDate });
  if (window) return translate('print.arrives', { window });
  return translate('print.arrivesWithin', { n: option.estimatedDays });
}

/** The printer's shipping options for the address, as one radio group. */
export function ShippingOptions({
  options,
  value,
  onChange,
}: {
  options: ShipmentOption[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const t = useT();
  return (
    <Radio.Group label={t('print.shipping')} size="md" value={value} onChange={onChange} required>
      <Stack gap="sm" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            size="md"
            label={`${option.name} — ${formatMoney(option.price, option.currency)}`}
            description={
              <Text component="span" size="sm" c="dimmed">
                {arrives(option)}
                {option.tracked ? '' : t('print.untracked')}
              </Text>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
