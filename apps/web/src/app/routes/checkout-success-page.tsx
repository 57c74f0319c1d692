import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Group, Text } from '@mantine/core';
import { userProfileQueryOptions } from '../../features/accounts/api/get-user-profile';
import { rememberSignedInUser } from '../../features/accounts/lib/remember-user';
import { CheckoutSuccess } from '../../features/purchases/components/checkout-success';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /checkout-success-page?session_id=… — the hosted checkout's way back after paying. */
export function Component() {
  useDocumentTitle('Payment complete');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim();
  const userUid = user?.user_uid;

  // The new balance and purchase date come from the server's profile, into the current user.
  const refreshProfile = useCallback(async () => {
    if (!userUid) return;
    const { user: fresh } = await queryClient.fetchQuery({
      ...userProfileQueryOptions(userUid),
      staleTime: 0,
    });
    rememberSignedInUser(queryClient, fresh);
  }, [queryClient, userUid]);

  return (
    <PurchasePage narrow>
      {!user ? (
        <LoginPrompt action="see your purchase" />
      ) : !sessionId ? (
        <Alert color="night" variant="light" radius="lg" title="No payment to confirm here">
          <Text c="#1b1f4b">This page is where the checkout brings you back after paying.</Text>
          <Group mt="sm">
            <Button component={Link} to="/purchase">
              Buy Credits
            </Button>
          </Group>
        </Alert>
      ) : (
        <CheckoutSuccess sessionId={sessionId} refreshProfile={refreshProfile} />
      )}
    </PurchasePage>
  );
}
