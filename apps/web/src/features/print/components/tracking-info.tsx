import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { PrintOrder } from '@sns/contract';

/** How to follow the parcel: the carrier's link in a new tab, or why there is none (yet). */
export function TrackingInfo({ order }: { order: PrintOrder }) {
  const url = order.tracking?.urls[0];
  const sent = order.status === 'shipped' || order.status === 'delivered';
  if (url) {
    const carrier = order.tracking?.carrier;
    const id = order.tracking?.id;
    return (
      <>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={700}>
          Track your parcel
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
        {(carrier || id) && (
          <Text size="sm" c="dimmed">
            {[carrier, id && `number ${id}`].filter(Boolean).join(', ')}
          </Text>
        )}
      </>
    );
  }
  if (order.shippingOptionId === 'MAIL') return <>Sent by mail, without tracking</>;
  if (sent) return <>The tracking link is on its way</>;
  return <>You will get a link once it ships</>;
}
