import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { applyThemeClass } from '../lib/theme-preference.ts';

/** Keeps the `light`/`dark` class on <html> in step with Mantine's colour scheme, including system changes. */
export function ThemeClassSync() {
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    applyThemeClass(scheme);
  }, [scheme]);
  return null;
}
