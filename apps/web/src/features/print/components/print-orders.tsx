import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CollectionEmpty, CollectionError } from '../../../components/collection-states';
import { usePrintOrders } from '../api/get-print-orders';
import { PrintOrderCard } from './print-order-card';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /print-orders: the parent's printed-book orders, newest first, kept fresh while one is moving.
 * `highlight` (from `?order=`) is scrolled to and outlined.
 */
export function PrintOrders({ highlight }: { highlight: string | undefined }) {
  const t = useT();
  const orders = usePrintOrders();
  const highlighted = useRef<HTMLElement | null>(null);
  const scrolled = useRef(false);
  // "Now" for the cancel deadline is when the orders were last fetched: each poll moves it on, so
  // Cancel goes away once its time is up (the server stops sending cancelUntil then as well).
  const now = orders.dataUpdatedAt;

  const found = Boolean(orders.data?.some((o) => o.orderId === highlight));
  useEffect(() => {
    if (!found || scrolled.current || !highlighted.current) return;
    scrolled.current = true;
    highlighted.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [found]);

  if (orders.isPending)
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('print.loadingOrders')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={220} radius={22} />
        ))}
      </Stack>
    );
  if (orders.isError)
    return (
      <CollectionError
        title={t('print.ordersError')}
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    );
  if (orders.data.length === 0)
    return (
      <CollectionEmpty
        title={t('print.noPrinted')}
        action={
          <Button component={Link} to="/merged-books">
            {t('print.makeTitle')}
          </Button>
        }
      >
        {t('print.noPrintedText')}
      </CollectionEmpty>
    );
  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to="/merged-books" variant="white">
          {t('print.makeAnother')}
        </Button>
      </Group>
      {orders.data.map((order) => (
        <PrintOrderCard
          key={order.orderId}
          order={order}
          now={now}
          highlighted={order.orderId === highlight}
          ref={order.orderId === highlight ? highlighted : undefined}
        />
      ))}
    </Stack>
  );
}
