/**
 * Stacking order of floating layers. Mantine's defaults put notifications and tooltips below or level
 * with menus; the product wants toasts above popovers and menus, and tooltips above toasts.
 */
export const LAYERS = {
  modal: 200,
  popover: 300,
  toast: 1000,
  tooltip: 1100,
} as const;
