import { describe, expect, it } from 'vitest';
import { LAYERS } from './layers.ts';
import { mantineTheme } from './mantine-theme.ts';

describe('layers', () => {
  it('puts toasts above popovers and menus, and tooltips above toasts', () => {
    expect(LAYERS.toast).toBeGreaterThan(LAYERS.popover);
    expect(LAYERS.toast).toBeGreaterThan(LAYERS.modal);
    expect(LAYERS.tooltip).toBeGreaterThan(LAYERS.toast);
  });

  it('is what the Mantine theme hands to menus, popovers and tooltips', () => {
    expect(mantineTheme.components?.Menu?.defaultProps).toMatchObject({ zIndex: LAYERS.popover });
    expect(mantineTheme.components?.Popover?.defaultProps).toMatchObject({ zIndex: LAYERS.popover });
    expect(mantineTheme.components?.Tooltip?.defaultProps).toMatchObject({ zIndex: LAYERS.tooltip });
  });
});
