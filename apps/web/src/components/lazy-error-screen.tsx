import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const ErrorScreen = lazy(() =>
  import('./error-screen.tsx').then((module) => ({ default: module.ErrorScreen })),
);

/** The render-error screen, kept out of the first-load bundle. */
export function LazyErrorScreen(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
