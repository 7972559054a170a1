import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/form-errors.ts';
import { addUserDefaults, toUserCreatePayload, toUserUpdatePayload } from '../user-payloads.ts';
import { addUserSchema } from './add-user-schema.ts';
import { editUserSchema } from './edit-user-schema.ts';

const filled = {
  email: 'bob@example.com',
  full_name: 'Bob',
  password: 'long enough',
  confirm_password: 'long enough',
  is_superuser: true,
  is_active: false,
};

describe('add user form', () => {
  it('requires email, password and its confirmation, worded for this dialog', () => {
    expect(fieldErrors(addUserSchema, addUserDefaults)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirm_password: 'Please confirm your password',
    });
  });

  it('checks the email, the password length and the confirmation', () => {
    expect(
      fieldErrors(addUserSchema, { ...filled, email: 'bob', password: 'short', confirm_password: 'shorT' }),
    ).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      confirm_password: 'The passwords do not match',
    });
  });

  it('builds the create payload without the confirmation', () => {
    expect(toUserCreatePayload(addUserSchema.parse(filled))).toEqual({
      email: 'bob@example.com',
      full_name: 'Bob',
      password: 'long enough',
      is_superuser: true,
      is_active: false,
    });
    expect(toUserCreatePayload(addUserSchema.parse({ ...filled, full_name: '' })).full_name).toBeNull();
  });

  it('starts with "Is active?" checked and "Is superuser?" unchecked', () => {
    expect(addUserDefaults.is_active).toBe(true);
    expect(addUserDefaults.is_superuser).toBe(false);
  });
});

describe('edit user form', () => {
  it('lets the password stay empty and drops it from the payload', () => {
    const values = editUserSchema.parse({ ...filled, password: '', confirm_password: '' });
    const payload = toUserUpdatePayload(values);
    expect(payload).toEqual({
      email: 'bob@example.com',
      full_name: 'Bob',
      is_superuser: true,
      is_active: false,
    });
    expect('password' in payload).toBe(false);
  });

  it('sends a new password when one is set', () => {
    expect(toUserUpdatePayload(editUserSchema.parse(filled)).password).toBe('long enough');
  });

  it('still checks a password that is set, and its confirmation', () => {
    expect(fieldErrors(editUserSchema, { ...filled, password: 'short', confirm_password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(fieldErrors(editUserSchema, { ...filled, confirm_password: '' })).toEqual({
      confirm_password: 'The passwords do not match',
    });
    expect(fieldErrors(editUserSchema, { ...filled, email: '' })).toEqual({ email: 'Email is required' });
  });
});
