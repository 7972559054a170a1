import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearAccessToken } from './token-storage.ts';

/**
 * Signs the user out on this device: drops the token, goes to /login, then forgets every cached answer.
 * The cache is cleared after the navigation so the protected screens never re-render without their data.
 */
export function useLeaveSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearAccessToken();
    await navigate({ to: '/login' });
    queryClient.clear();
  }, [navigate, queryClient]);
}
