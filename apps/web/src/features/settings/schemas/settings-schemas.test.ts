import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/form-errors.ts';
import { toProfilePayload } from '../profile-payload.ts';
import { changePasswordSchema } from './change-password-schema.ts';
import { profileSchema } from './profile-schema.ts';

describe('change password form', () => {
  it('requires all three fields', () => {
    expect(
      fieldErrors(changePasswordSchema, { current_password: '', new_password: '', confirm_password: '' }),
    ).toEqual({
      current_password: 'Password is required',
      new_password: 'Password is required',
      confirm_password: 'Password confirmation is required',
    });
  });

  it('checks the new password length and its confirmation', () => {
    expect(
      fieldErrors(changePasswordSchema, {
        current_password: 'old',
        new_password: 'short',
        confirm_password: 'x',
      }),
    ).toEqual({
      new_password: 'Password must be at least 8 characters',
      confirm_password: 'The passwords do not match',
    });
    expect(
      fieldErrors(changePasswordSchema, {
        current_password: 'old password',
        new_password: 'new password',
        confirm_password: 'new password',
      }),
    ).toEqual({});
  });
});

describe('profile form', () => {
  it('requires a valid email', () => {
    expect(fieldErrors(profileSchema, { full_name: 'Ann', email: '' })).toEqual({
      email: 'Email is required',
    });
    expect(fieldErrors(profileSchema, { full_name: 'Ann', email: 'ann@' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('caps the full name at 30 characters', () => {
    expect(fieldErrors(profileSchema, { full_name: 'a'.repeat(30), email: 'ann@example.com' })).toEqual({});
    expect(fieldErrors(profileSchema, { full_name: 'a'.repeat(31), email: 'ann@example.com' })).toEqual({
      full_name: 'Full name must be at most 30 characters',
    });
  });

  it('sends an emptied name as none', () => {
    expect(toProfilePayload(profileSchema.parse({ full_name: '  ', email: 'ann@example.com' }))).toEqual({
      full_name: null,
      email: 'ann@example.com',
    });
    expect(toProfilePayload(profileSchema.parse({ full_name: ' Ann ', email: 'ann@example.com' }))).toEqual({
      full_name: 'Ann',
      email: 'ann@example.com',
    });
  });
});
