import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { LAYERS } from '../lib/layers.ts';

/** Where toasts appear. Loaded after the first paint; toasts raised before that wait in the store. */
export default function Toaster() {
  return <Notifications position="bottom-right" zIndex={LAYERS.toast} limit={4} />;
}
