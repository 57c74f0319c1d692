import { ActionIcon, Tooltip } from '@mantine/core';
import { ReceiptIcon } from '../../../components/icons';
import { describeError, errorStatus } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { useLatestReceipt } from '../api/get-latest-receipt';
import { useT } from '../../../lib/i18n/use-t';

/** Opens the last receipt in a new tab; a `{message}` answer (no receipt) is an error toast. */
export function LatestReceiptButton({ email }: { email: string }) {
  const t = useT();
  const receipt = useLatestReceipt();

  function open() {
    receipt.mutate(email, {
      onSuccess: (answer) =>
        'url' in answer ? openInNewTab(answer.url) : showError(answer.message),
      onError: (error) =>
        showError(errorStatus(error) === 404 ? t('profile.noReceipt') : describeError(error)),
    });
  }

  return (
    <Tooltip label={t('profile.lastReceipt')} withArrow>
      <ActionIcon
        variant="light"
        size="lg"
        radius="xl"
        aria-label={t('profile.openReceipt')}
        loading={receipt.isPending}
        onClick={open}
      >
        <ReceiptIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
