import { useCallback, useRef, useState } from 'react';

export type RowDialog = 'edit' | 'delete';

/** The screen's heading (focusable through tabIndex -1), where focus goes when its row is gone. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1[tabindex="-1"]');
}

/**
 * State of a table's per-row dialogs, opened from a row's action menu. When a dialog closes, focus goes
 * back to that row's menu button (Mantine's own return would aim at the menu item, which no longer
 * exists), or to the page heading once the row has been deleted.
 */
export function useRowDialogs<Row>() {
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const [target, setTarget] = useState<Row>();
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((next: RowDialog, row: Row, from: HTMLElement | null) => {
    opener.current = from;
    setTarget(row);
    setDialog(next);
  }, []);

  const close = useCallback(() => setDialog(null), []);

  /** The row was deleted: its menu button is about to disappear. */
  const forgetOpener = useCallback(() => {
    opener.current = null;
  }, []);

  const restoreFocus = useCallback(() => {
    const element = opener.current?.isConnected ? opener.current : pageHeading();
    element?.focus();
  }, []);

  return { dialog, target, open, close, forgetOpener, restoreFocus };
}
