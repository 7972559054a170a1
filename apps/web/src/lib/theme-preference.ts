import { STORAGE_KEYS } from '@listkeeper/shared/constants';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** What the Appearance tab stores under `theme`. */
export type ThemePreference = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'light';

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** Mantine calls "follow the system" `auto`; the product stores it as `system`. */
export function toMantineScheme(preference: ThemePreference): MantineColorScheme {
  return preference === 'system' ? 'auto' : preference;
}

export function fromMantineScheme(scheme: MantineColorScheme): ThemePreference {
  return scheme === 'auto' ? 'system' : scheme;
}

/** Mirrors the resolved theme as a class on <html>, the way public/theme-init.js does before first paint. */
export function applyThemeClass(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/** Keeps Mantine's colour scheme in the product's `theme` key, shared with public/theme-init.js. */
export function createThemeColorSchemeManager(): MantineColorSchemeManager {
  let handleStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        const stored = window.localStorage.getItem(STORAGE_KEYS.theme);
        return isThemePreference(stored) ? toMantineScheme(stored) : defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        window.localStorage.setItem(STORAGE_KEYS.theme, fromMantineScheme(value));
      } catch {
        // The choice still applies for this visit.
      }
    },
    subscribe: (onUpdate) => {
      // Another tab changed the theme: follow it.
      handleStorage = (event) => {
        if (event.key === STORAGE_KEYS.theme && isThemePreference(event.newValue)) {
          onUpdate(toMantineScheme(event.newValue));
        }
      };
      window.addEventListener('storage', handleStorage);
    },
    unsubscribe: () => {
      if (handleStorage) window.removeEventListener('storage', handleStorage);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(STORAGE_KEYS.theme);
      } catch {
        // Nothing stored.
      }
    },
  };
}
