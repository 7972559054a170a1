import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Toaster = lazy(() => import('./toaster.tsx'));

/**
 * Loads the toast container with the first toast, not with the page: most visits to /login never show
 * one, and its code is not part of the first-load budget. Toasts raised meanwhile wait in the store.
 */
export function LazyToaster() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
