import { Button, Group } from '@mantine/core';

export interface FormDialogActionsProps {
  onCancel: () => void;
  saveDisabled: boolean;
  loading: boolean;
  saveLabel?: string;
}

/** "Cancel" and the submit button at the foot of a dialog's form. */
export function FormDialogActions({
  onCancel,
  saveDisabled,
  loading,
  saveLabel = 'Save',
}: FormDialogActionsProps) {
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        Cancel
      </Button>
      <Button type="submit" disabled={saveDisabled} loading={loading}>
        {saveLabel}
      </Button>
    </Group>
  );
}
