import { notifications } from '@mantine/notifications';
import { getErrorMessage } from './error-message.ts';

export const SUCCESS_TOAST_TITLE = 'Success!';
const closeButtonProps = { 'aria-label': 'Close notification' };
export const ERROR_TOAST_TITLE = 'Something went wrong!';

/** The one way to tell the user something worked. */
export function showSuccessToast(message: string): void {
  notifications.show({
    title: SUCCESS_TOAST_TITLE,
    message,
    color: 'teal',
    withBorder: true,
    closeButtonProps,
  });
}

/** The one way to tell the user something failed. */
export function showErrorToast(message: string): void {
  notifications.show({
    title: ERROR_TOAST_TITLE,
    message,
    color: 'red',
    withBorder: true,
    autoClose: 6000,
    closeButtonProps,
  });
}

/** An error toast whose text follows the product's rule (detail, first issue, or a fallback). */
export function showApiErrorToast(error: unknown): void {
  showErrorToast(getErrorMessage(error));
}
