import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ReceiptIcon } from '../../../components/icons';
import { refreshSignedInUser } from '../../../lib/current-user';
import { describeError } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useConfirmCheckout } from '../api/confirm-checkout';
import classes from './purchase.module.css';
import { useRichT, useT } from '../../../lib/i18n/use-t';

interface CheckoutSuccessProps {
  /** The checkout the hosted page sent the parent back from (`session_id`). */
  sessionId: string;
}

/**
 * /checkout-success-page: confirms the payment with the server (which credits it, once), then
 * refreshes the profile so the header and profile show the new balance (the toasts of
 * docs/api.md#spec-8).
 */
export function CheckoutSuccess({ sessionId }: CheckoutSuccessProps) {
  const t = useT();
  const rich = useRichT();
  const queryClient = useQueryClient();
  const confirmation = useConfirmCheckout(sessionId);
  const [refreshError, setRefreshError] = useState<string | null>(null);
  // One announcement per confirmation, even if React runs the effect twice.
  const announced = useRef<string | null>(null);

  const confirmed = confirmation.data;
  const failure = confirmation.error;
  useEffect(() => {
    if (!confirmed || announced.current === sessionId) return;
    announced.current = sessionId;
    refreshSignedInUser(queryClient, { throwOnError: true }).then(
      // The two toasts of docs/product.md#checkout-pages as one, below the content: stacked at the
      // top of a phone they hid the page's own "Thank you" headline.
      () =>
        showSuccess(t('purchase.storiesUpdated'), {
          title: t('purchase.paymentExecuted'),
          belowContent: true,
        }),
      (error: unknown) => {
        const text = describeError(error);
        setRefreshError(text);
        showError(text);
      },
    );
  }, [confirmed, queryClient, sessionId, t]);

  useEffect(() => {
    if (failure) showError(describeError(failure));
  }, [failure]);

  if (failure) {
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        title={t('purchase.confirmFailed')}
        role="alert"
      >
        <Stack gap="sm">
          <Text c="#1b1f4b">{describeError(failure)}</Text>
          <Text c="#1b1f4b">{t('purchase.moneyTaken')}</Text>
          <Group>
            <Button variant="white" onClick={() => void confirmation.refetch()}>
              {t('common.tryAgain')}
            </Button>
            <Button component={Link} to="/purchase" variant="subtle">
              {t('purchase.backToBuy')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (!confirmed) {
    return (
      <div className={classes.status} role="status" aria-live="polite">
        <Stack align="center" gap="md">
          <Loader color="night" />
          <Text fw={700} c="#1b1f4b">
            {t('purchase.confirming')}
          </Text>
        </Stack>
      </div>
    );
  }

  return (
    <div className={classes.status}>
      <Stack align="center" gap="md">
        <Title order={1} c="#1b1f4b">
          {t('purchase.thanks')}
        </Title>
        <Text c="#4a5060" fz="lg">
          {t('purchase.added', { n: confirmed.credits })}
        </Text>
        <Stack gap={4} align="center" aria-live="polite">
          <Text c="#4a5060" fw={700}>
            {t('purchase.available')}
          </Text>
          <Text className={classes.balance} data-testid="stories-remaining">
            {confirmed.storiesRemaining}
          </Text>
        </Stack>
        {refreshError && (
          <Text c="red.9" role="alert">
            {refreshError}
          </Text>
        )}
        {confirmed.receiptUrl && (
          <Anchor href={confirmed.receiptUrl} target="_blank" rel="noopener noreferrer" fw={700}>
            <Group gap={6} component="span" wrap="nowrap">
              <ReceiptIcon size={18} />
              {rich('purchase.receipt', {
                hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
              })}
            </Group>
          </Anchor>
        )}
        <Group justify="center" mt="sm">
          <Button component={Link} to="/createstory" size="md">
            {t('purchase.createStory')}
          </Button>
          <Button component={Link} to="/mystories" size="md" variant="white">
            {t('common.myStories')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
