import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, mantineTheme } from '../lib/mantine-theme.ts';
import {
  createThemeColorSchemeManager,
  DEFAULT_THEME_PREFERENCE,
  toMantineScheme,
} from '../lib/theme-preference.ts';
import { ThemeClassSync } from './theme-class-sync.tsx';

const colorSchemeManager = createThemeColorSchemeManager();

/** Mantine with the product's theme, its colour scheme kept under `theme`, mirrored as a class on <html>. */
export function UiProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={mantineTheme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={toMantineScheme(DEFAULT_THEME_PREFERENCE)}
      env={env}
    >
      <ThemeClassSync />
      {children}
    </MantineProvider>
  );
}
