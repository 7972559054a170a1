import { afterEach, describe, expect, it, vi } from 'vitest';
import source from '../public/theme-init.js?raw';

// public/theme-init.js runs before the app (and before first paint); it cannot import anything, so it is
// tested here as the browser runs it.
const runThemeInit = () => new Function(source)();

function prefersDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: dark && query.includes('dark'), media: query })),
  );
}

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('public/theme-init.js', () => {
  it('applies light by default', () => {
    prefersDark(true);
    runThemeInit();
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('applies a stored dark theme', () => {
    window.localStorage.setItem('theme', 'dark');
    runThemeInit();
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it.each([
    [true, 'dark'],
    [false, 'light'],
  ])('follows the system for "system" (prefers dark: %s)', (dark, expected) => {
    prefersDark(dark);
    window.localStorage.setItem('theme', 'system');
    runThemeInit();
    expect(document.documentElement).toHaveClass(expected);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', expected);
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem('theme', 'sepia');
    runThemeInit();
    expect(document.documentElement).toHaveClass('light');
  });
});
