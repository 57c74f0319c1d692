import { notifications } from '@mantine/notifications';

/**
 * The one place that turns outcomes into toasts (STYLE §8). Components pass the final, user-facing
 * text; `describeError` (error-message.ts) builds it from whatever was thrown.
 */
export function showError(message: string) {
  notifications.show({ message, color: 'red', autoClose: 6000, withBorder: true });
}

export function showSuccess(message: string) {
  notifications.show({ message, color: 'teal', autoClose: 4000, withBorder: true });
}

export function showInfo(message: string) {
  notifications.show({ message, color: 'indigo', autoClose: 5000, withBorder: true });
}
