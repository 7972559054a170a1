import { useCallback } from 'react';
import { revokeSession } from '../../lib/end-session.ts';
import { useLeaveSession } from '../../lib/use-leave-session.ts';

/** Log Out, from the sidebar or the user menu. */
export function useLogOut(): () => Promise<void> {
  const leaveSession = useLeaveSession();
  return useCallback(async () => {
    await revokeSession();
    await leaveSession();
  }, [leaveSession]);
}
