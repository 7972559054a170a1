import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ApiError } from './api-error.ts';
import { showApiErrorToast, showSuccessToast } from './toast.ts';

describe('toasts', () => {
  it('titles success "Success!"', async () => {
    await renderWithProviders(<div />);
    act(() => showSuccessToast('Item created successfully.'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Success!');
    expect(toast).toHaveTextContent('Item created successfully.');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('titles failures "Something went wrong!" with the message rule applied', async () => {
    await renderWithProviders(<div />);
    const error = new ApiError({
      url: '/api/v1/users/signup',
      status: 422,
      statusText: 'Unprocessable Entity',
      body: { detail: [{ loc: ['body', 'password'], msg: 'This password is too common', type: 'x' }] },
    });
    act(() => showApiErrorToast(error));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong!');
    expect(toast).toHaveTextContent('This password is too common');
  });
});
