import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('uses its label as placeholder and toggles visibility with a named, focusable button', async () => {
    const { user } = await renderWithProviders(<PasswordField label="New Password" />);
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('placeholder', 'New Password');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).not.toHaveAttribute('tabindex', '-1');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('toggles from the keyboard', async () => {
    const { user } = await renderWithProviders(<PasswordField label="Password" />);
    screen.getByRole('button', { name: 'Show password' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
  });
});
