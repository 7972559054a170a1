import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/form-errors.ts';
import { loginSchema } from './login-schema.ts';
import { recoverPasswordSchema } from './recover-password-schema.ts';
import { resetPasswordSchema } from './reset-password-schema.ts';
import { signupSchema } from './signup-schema.ts';

describe('login form', () => {
  it('requires the email (sent as username) and the password', () => {
    expect(fieldErrors(loginSchema, { username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('wants a standard email address', () => {
    expect(fieldErrors(loginSchema, { username: 'not-an-email', password: 'long enough' })).toEqual({
      username: 'Invalid email address',
    });
  });

  it('wants a password of at least 8 characters', () => {
    expect(fieldErrors(loginSchema, { username: 'ann@example.com', password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('accepts an email and a password, trimming only the email', () => {
    expect(loginSchema.parse({ username: ' ann@example.com ', password: ' long enough ' })).toEqual({
      username: 'ann@example.com',
      password: ' long enough ',
    });
  });
});

describe('signup form', () => {
  const valid = {
    full_name: 'Ann Lee',
    email: 'ann@example.com',
    password: 'correct horse',
    confirm_password: 'correct horse',
  };

  it('requires every field', () => {
    expect(
      fieldErrors(signupSchema, { full_name: '', email: '', password: '', confirm_password: '' }),
    ).toEqual({
      full_name: 'Full Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirm_password: 'Password confirmation is required',
    });
  });

  it('checks email, name length, password length and confirmation', () => {
    expect(
      fieldErrors(signupSchema, { ...valid, full_name: 'Al', email: 'ann@', password: 'short' }),
    ).toEqual({
      full_name: 'Full Name must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      confirm_password: 'The passwords do not match',
    });
  });

  it('reports a mismatch even while other fields are still wrong', () => {
    expect(fieldErrors(signupSchema, { ...valid, email: '', confirm_password: 'correct horsE' })).toEqual({
      email: 'Email is required',
      confirm_password: 'The passwords do not match',
    });
  });

  it('accepts a complete form', () => {
    expect(fieldErrors(signupSchema, valid)).toEqual({});
  });
});

describe('password recovery form', () => {
  it('requires a valid email', () => {
    expect(fieldErrors(recoverPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(fieldErrors(recoverPasswordSchema, { email: 'ann' })).toEqual({ email: 'Invalid email address' });
    expect(fieldErrors(recoverPasswordSchema, { email: 'ann@example.com' })).toEqual({});
  });
});

describe('reset password form', () => {
  it('requires a new password of 8 characters and a matching confirmation', () => {
    expect(fieldErrors(resetPasswordSchema, { new_password: '', confirm_password: '' })).toEqual({
      new_password: 'Password is required',
      confirm_password: 'Password confirmation is required',
    });
    expect(fieldErrors(resetPasswordSchema, { new_password: 'abc', confirm_password: 'abc' })).toEqual({
      new_password: 'Password must be at least 8 characters',
    });
    expect(
      fieldErrors(resetPasswordSchema, { new_password: 'abcdefgh', confirm_password: 'abcdefgX' }),
    ).toEqual({
      confirm_password: 'The passwords do not match',
    });
    expect(
      fieldErrors(resetPasswordSchema, { new_password: 'abcdefgh', confirm_password: 'abcdefgh' }),
    ).toEqual({});
  });
});
