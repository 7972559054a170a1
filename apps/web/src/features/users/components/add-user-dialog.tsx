import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AppModal } from '../../../components/app-modal.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { AddUserForm } from './add-user-form.tsx';

/** The "Add User" button and its dialog; the form starts empty every time it opens. */
export function AddUserDialog() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<PlusIcon size={16} />} onClick={open}>
        Add User
      </Button>
      <AppModal opened={opened} onClose={close} title="Add User">
        <AddUserForm onDone={close} />
      </AppModal>
    </>
  );
}
