import { STORAGE_KEYS } from '@listkeeper/shared/constants';
import { describe, expect, it } from 'vitest';
import { applyThemeClass, createThemeColorSchemeManager } from './theme-preference.ts';

describe('theme preference', () => {
  it('stores Mantine\'s "auto" as "system" under the theme key, and reads it back', () => {
    const manager = createThemeColorSchemeManager();
    expect(manager.get('light')).toBe('light');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    expect(manager.get('light')).toBe('light');
    manager.set('auto');
    expect(window.localStorage.getItem('theme')).toBe('system');
    expect(manager.get('light')).toBe('auto');
    manager.set('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(manager.get('light')).toBe('dark');
    manager.clear();
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('shows the theme as a class on <html>', () => {
    applyThemeClass('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    applyThemeClass('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
