import { describe, expect, it } from 'vitest';
import { validateSettingsSearch, visibleTab } from './settings-tabs.ts';

const validate = (search: Record<string, unknown>) =>
  validateSettingsSearch(search as Parameters<typeof validateSettingsSearch>[0]);

describe('settings tab parameter', () => {
  it('keeps known tabs and drops anything else', () => {
    expect(validate({ tab: 'password' })).toEqual({ tab: 'password' });
    expect(validate({ tab: 'danger-zone' })).toEqual({ tab: 'danger-zone' });
    expect(validate({ tab: 'billing' })).toEqual({});
    expect(validate({ tab: 3 })).toEqual({});
    expect(validate({})).toEqual({});
  });

  it('opens My profile by default, and instead of Danger zone for superusers', () => {
    expect(visibleTab(undefined, false)).toBe('my-profile');
    expect(visibleTab('appearance', true)).toBe('appearance');
    expect(visibleTab('danger-zone', false)).toBe('danger-zone');
    expect(visibleTab('danger-zone', true)).toBe('my-profile');
  });
});
