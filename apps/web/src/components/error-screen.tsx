import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { AlertTriangleIcon } from './icons/alert-triangle-icon.tsx';

/** What a render error shows instead of a blank page. */
export function ErrorScreen({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" data-testid="error-component">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <AlertTriangleIcon size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">An unexpected error stopped this page from showing. Please try again.</Text>
        <Group mt="md">
          <Button variant="default" onClick={retry}>
            Try again
          </Button>
          <Button component={Link} to="/" reloadDocument>
            Go to Dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
