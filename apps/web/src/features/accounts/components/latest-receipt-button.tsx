import { ActionIcon, Tooltip } from '@mantine/core';
import { ReceiptIcon } from '../../../components/icons';
import { describeError, errorStatus } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { useLatestReceipt } from '../api/get-latest-receipt';

/** Opens the last receipt in a new tab; a `{message}` answer (no receipt) is an error toast. */
export function LatestReceiptButton({ email }: { email: string }) {
  const receipt = useLatestReceipt();

  function open() {
    receipt.mutate(email, {
      onSuccess: (answer) =>
        'url' in answer ? openInNewTab(answer.url) : showError(answer.message),
      onError: (error) =>
        showError(
          errorStatus(error) === 404
            ? 'No receipt yet: it appears here after your first purchase.'
            : describeError(error),
        ),
    });
  }

  return (
    <Tooltip label="Last receipt" withArrow>
      <ActionIcon
        variant="light"
        size="lg"
        radius="xl"
        aria-label="Open last receipt"
        loading={receipt.isPending}
        onClick={open}
      >
        <ReceiptIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
