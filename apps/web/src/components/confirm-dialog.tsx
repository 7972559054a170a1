import { Button, Group, Text } from '@mantine/core';
import { AppModal } from './app-modal.tsx';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  /** Called once the dialog has fully closed; replaces Mantine's own focus return when given. */
  onClosed?: () => void;
}

/** A destructive action's last question. Mantine's Modal traps focus, closes on Escape and returns focus. */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  loading = false,
  onClosed,
}: ConfirmDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} onClosed={onClosed}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
