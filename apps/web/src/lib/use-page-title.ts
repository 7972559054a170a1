import { useEffect } from 'react';

const PRODUCT_NAME = 'Listkeeper';

/** Names the browser tab after the screen, so tabs, history and screen readers tell pages apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
