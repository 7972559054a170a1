import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AppModal } from '../../../components/app-modal.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { AddItemForm } from './add-item-form.tsx';

/** The "Add Item" button and its dialog; the form starts empty every time it opens. */
export function AddItemDialog() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<PlusIcon size={16} />} onClick={open}>
        Add Item
      </Button>
      <AppModal opened={opened} onClose={close} title="Add Item">
        <AddItemForm onDone={close} />
      </AppModal>
    </>
  );
}
