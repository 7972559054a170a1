import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo.tsx';

export interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The centred card every public screen sits on, with the wordmark on top. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Center component="main" mih="100dvh" px="md" py="xl" bg="var(--app-page-background)">
      <Box w="100%" maw={420}>
        <Center mb="lg">
          <Logo size="xl" />
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
