import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../../lib/use-current-user.ts';

export function Dashboard() {
  const { data: user } = useCurrentUser();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      {user ? (
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {`Hi, ${user.full_name || user.email} 👋🏼`}
        </Title>
      ) : (
        <Skeleton height={32} width="60%" />
      )}
      <Text mt="xs" c="dimmed">
        Welcome back, nice to see you again!
      </Text>
    </Paper>
  );
}
