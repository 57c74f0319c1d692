import { okMessageSchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';
import { forgetSignedInUser } from '../lib/forget-user';
import { translate } from '../../../lib/i18n/use-t';

/**
 * POST /api/deleteAccount/{userId} {confirmation}: deletes the account and everything in it
 * (docs/decisions/012). `confirmation` is the account's e-mail, typed by the parent.
 */
export const deleteAccount = ({ userId, confirmation }: { userId: string; confirmation: string }) =>
  api.post(`/api/deleteAccount/${encodeURIComponent(userId)}`, { confirmation }, okMessageSchema);

/**
 * Deletes the account, then signs out here as Log out does (the server has already ended every
 * session) and goes home with a toast.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      forgetSignedInUser(queryClient);
      void navigate('/');
      showSuccess(translate('data.deleted'));
    },
  });
}
