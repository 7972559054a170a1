import { Group, Text } from '@mantine/core';

/** The product's wordmark: a small list glyph and the name. */
export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  const glyph = size === 'xl' ? 32 : 26;
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <svg width={glyph} height={glyph} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-7)" />
        <path
          d="M10 10.5h12M10 16h12M10 21.5h8"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <Text component="span" fw={800} fz={size} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Listkeeper
      </Text>
    </Group>
  );
}
