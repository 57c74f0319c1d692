import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { PrintOrder } from '@sns/contract';
import { useRichT, useT } from '../../../lib/i18n/use-t';

/** How to follow the parcel: the carrier's link in a new tab, or why there is none (yet). */
export function TrackingInfo({ order }: { order: PrintOrder }) {
  const t = useT();
  const rich = useRichT();
  const url = order.tracking?.urls[0];
  const sent = order.status === 'shipped' || order.status === 'delivered';
  if (url) {
    const carrier = order.tracking?.carrier;
    const id = order.tracking?.id;
    return (
      <>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={700}>
          {rich('print.track', { hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> })}
        </Anchor>
        {(carrier || id) && (
          <Text size="sm" c="dimmed">
            {[carrier, id && t('print.trackingNumber', { id })].filter(Boolean).join(', ')}
          </Text>
        )}
      </>
    );
  }
  if (order.shippingOptionId === 'MAIL') return <>{t('print.mail')}</>;
  if (sent) return <>{t('print.trackingSoon')}</>;
  return <>{t('print.linkOnceShipped')}</>;
}
