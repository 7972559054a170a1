import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteAccount } from '../api/use-delete-account.ts';
import { SectionCard } from './section-card.tsx';

export function DeleteAccountSection() {
  const [opened, { open, close }] = useDisclosure(false);
  const deleteAccount = useDeleteAccount();
  return (
    <SectionCard title="Delete Account">
      <Stack gap="md" align="flex-start">
        <Text size="sm">Permanently delete your data and everything associated with your account.</Text>
        <Button color="red" onClick={open}>
          Delete
        </Button>
      </Stack>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        onConfirm={() => deleteAccount.mutate()}
        title="Confirmation Required"
        message={
          'All your account data will be permanently deleted. If you are sure, please click "Confirm" to proceed. This action cannot be undone.'
        }
        confirmLabel="Confirm"
        loading={deleteAccount.isPending}
      />
    </SectionCard>
  );
}
