import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyErrorScreen } from './lazy-error-screen.tsx';
import { UiProvider } from './ui-provider.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('error screen', () => {
  it('replaces a screen that failed to render with a friendly page and a way back to /', async () => {
    // React reports the caught error on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createRouter({
      routeTree: createRootRoute({ component: Broken }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: LazyErrorScreen,
    });
    render(
      <UiProvider env="test">
        <RouterProvider router={router} />
      </UiProvider>,
    );
    const screenElement = await screen.findByTestId('error-component');
    expect(screenElement).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
