import type { UserPublic } from '@listkeeper/shared/schemas/user';
import { Button, Stack, Text } from '@mantine/core';

/** My profile's read view. */
export function ProfileDetails({ user, onEdit }: { user: UserPublic | undefined; onEdit: () => void }) {
  return (
    <Stack gap="md" align="flex-start">
      <div>
        <Text size="sm" fw={600}>
          Full name
        </Text>
        <Text size="md" c={user?.full_name ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {user?.full_name || 'N/A'}
        </Text>
      </div>
      <div>
        <Text size="sm" fw={600}>
          Email
        </Text>
        <Text size="md" style={{ overflowWrap: 'anywhere' }}>
          {user?.email}
        </Text>
      </div>
      <Button onClick={onEdit} disabled={!user}>
        Edit
      </Button>
    </Stack>
  );
}
