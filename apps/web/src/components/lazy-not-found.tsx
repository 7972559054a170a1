import { lazy, Suspense } from 'react';

const NotFound = lazy(() => import('./not-found.tsx').then((module) => ({ default: module.NotFound })));

/** The not-found screen, kept out of the first-load bundle. */
export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}
