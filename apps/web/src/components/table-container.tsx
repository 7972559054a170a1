import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TableContainerProps {
  label: string;
  minWidth: number;
  /** While the next page loads, the current one stays, dimmed. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A bordered table that scrolls sideways inside its own box on narrow screens, so the page never does.
 * The box takes focus so keyboard users can scroll it too.
 */
export function TableContainer({ label, minWidth, busy = false, children }: TableContainerProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <section
        aria-label={label}
        aria-busy={busy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        style={{ overflowX: 'auto', opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table miw={minWidth} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          {children}
        </Table>
      </section>
    </Paper>
  );
}
