import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { InboxIcon } from './icons/inbox-icon.tsx';

/** What a list shows when it has nothing in it yet. */
export function EmptyState({ title, description }: { title: string; description: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="empty-state">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden="true">
          <InboxIcon size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
    </Paper>
  );
}
