import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Called once the dialog has fully closed; takes over focus return from Mantine when given. */
  onClosed?: () => void;
}

/**
 * Every dialog of the app: Mantine's Modal (focus trap, Escape, focus return), assembled so its header is
 * a plain element. Mantine's default <header> would read as a second page banner to assistive technology.
 */
export function AppModal({ opened, onClose, title, children, onClosed }: AppModalProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      returnFocus={!onClosed}
      onExitTransitionEnd={onClosed}
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
