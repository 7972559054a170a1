import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { LAYERS } from './layers.ts';

// Components are configured by name, not through `Menu.extend()` and the like: importing them here
// would pull every overlay component into the first-load bundle of every page.
export const mantineTheme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons and badges (indigo, and red for destructive actions)
  // above the 4.5:1 contrast ratio in both schemes.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Labels stay exactly the words of the spec (no "*"), so they read and match as written;
    // `required` still marks the inputs for assistive technology.
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
    Modal: { defaultProps: { zIndex: LAYERS.modal, centered: true } },
    Drawer: { defaultProps: { zIndex: LAYERS.modal } },
    // Without the focus placeholder, an opened menu focuses its first item, as the ARIA menu pattern expects
    // (and a role="menu" holds only menu items).
    Menu: { defaultProps: { zIndex: LAYERS.popover, withInitialFocusPlaceholder: false } },
    Popover: { defaultProps: { zIndex: LAYERS.popover } },
    Tooltip: { defaultProps: { zIndex: LAYERS.tooltip } },
  },
});

/** Darker muted text and links than Mantine's defaults, which fall below WCAG AA contrast on these surfaces. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-7)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
  },
});
