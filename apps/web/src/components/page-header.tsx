import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's single h1 and its main action. */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="lg" gap="sm">
      {/* Focusable from script only: focus lands here when the element that had it is removed. */}
      <Title order={1} size="h2" tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {action}
    </Group>
  );
}
