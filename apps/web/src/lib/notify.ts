import { notifications } from '@mantine/notifications';

/**
 * The one place that turns outcomes into toasts (docs/design.md#conventions, item 8). Components
 * pass the final, user-facing text; `describeError` (error-message.ts) builds it from whatever was
 * thrown.
 */
export function showError(message: string) {
  notifications.show({ message, color: 'red', autoClose: 6000, withBorder: true });
}

interface SuccessOptions {
  /** A first, bold line: two outcomes of one action in one toast rather than two stacked. */
  title?: string;
  /**
   * Shows the toast at the bottom of the screen, for pages whose own headline already says what
   * happened: at the top a toast would cover that headline on a phone.
   */
  belowContent?: boolean;
}

export function showSuccess(message: string, { title, belowContent = false }: SuccessOptions = {}) {
  notifications.show({
    title,
    message,
    color: 'teal',
    autoClose: 4000,
    withBorder: true,
    position: belowContent ? 'bottom-center' : undefined,
  });
}

export function showInfo(message: string) {
  notifications.show({ message, color: 'indigo', autoClose: 5000, withBorder: true });
}
