import { ActionIcon, Menu } from '@mantine/core';
import { useRef } from 'react';
import { DotsIcon } from './icons/dots-icon.tsx';
import { PencilIcon } from './icons/pencil-icon.tsx';
import { TrashIcon } from './icons/trash-icon.tsx';

export interface RowActionsMenuProps {
  /** The menu button's accessible name, e.g. "Item actions". */
  label: string;
  editLabel: string;
  deleteLabel: string;
  /** Receive the menu button, so the dialog they open can hand focus back to it. */
  onEdit: (opener: HTMLElement | null) => void;
  onDelete: (opener: HTMLElement | null) => void;
  disabled?: boolean;
}

/** A table row's "⋮" menu with an edit and a delete entry. */
export function RowActionsMenu({
  label,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  disabled,
}: RowActionsMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" shadow="md" width={180} disabled={disabled}>
      <Menu.Target>
        <ActionIcon ref={button} variant="subtle" color="gray" aria-label={label} disabled={disabled}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<PencilIcon size={16} />} onClick={() => onEdit(button.current)}>
          {editLabel}
        </Menu.Item>
        <Menu.Item
          leftSection={<TrashIcon size={16} />}
          c="var(--app-danger-text)"
          onClick={() => onDelete(button.current)}
        >
          {deleteLabel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
