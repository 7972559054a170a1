import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Shown when /reset-password was opened without a token. */
export function InvalidResetLink() {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light">
        <Text size="sm">This password reset link is invalid or has expired.</Text>
      </Alert>
      <Anchor component={Link} to="/recover-password" fw={600} size="sm">
        Request a new link
      </Anchor>
    </Stack>
  );
}
