import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Any address the app does not know. */
export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="xs" data-testid="not-found" ta="center">
        <Title order={1} fz={96} lh={1} c="var(--app-accent-text)" fw={900}>
          404
        </Title>
        <Text fz="xl" fw={700}>
          Oops!
        </Text>
        <Text c="dimmed">The page you are looking for was not found.</Text>
        <Button component={Link} to="/" mt="md" variant="outline">
          Go Back
        </Button>
      </Stack>
    </Center>
  );
}
