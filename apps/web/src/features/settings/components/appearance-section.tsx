import { Radio, Stack, useMantineColorScheme } from '@mantine/core';
import { fromMantineScheme, isThemePreference, toMantineScheme } from '../../../lib/theme-preference.ts';
import { SectionCard } from './section-card.tsx';

const OPTIONS = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light Mode' },
  { value: 'dark', label: 'Dark Mode' },
] as const;

/** The theme choice; Mantine's colour scheme manager stores it under `theme`. */
export function AppearanceSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SectionCard title="Appearance">
      <Radio.Group
        value={fromMantineScheme(colorScheme)}
        onChange={(value) => {
          if (isThemePreference(value)) setColorScheme(toMantineScheme(value));
        }}
        label="Theme"
        description="Choose how Listkeeper looks on this device."
      >
        <Stack gap="sm" mt="sm">
          {OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
    </SectionCard>
  );
}
