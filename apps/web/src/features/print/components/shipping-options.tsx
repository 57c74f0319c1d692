import { Radio, Stack, Text } from '@mantine/core';
import type { ShipmentOption } from '@sns/contract';
import { formatDeliveryWindow } from '../lib/delivery-window';
import { formatMoney } from '../lib/money';

function arrives(option: ShipmentOption): string {
  const window = formatDeliveryWindow({ min: option.minDeliveryDate, max: option.maxDeliveryDate });
  if (window) return `arrives ${window}`;
  return `arrives within ${option.estimatedDays} days`;
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
  return (
    <Radio.Group label="Shipping" size="md" value={value} onChange={onChange} required>
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
                {option.tracked ? '' : ' · untracked'}
              </Text>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
