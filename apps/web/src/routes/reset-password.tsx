import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, useState } from 'react';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { readResetToken } from '../features/auth/reset-token.ts';
import { redirectIfSignedIn } from '../lib/route-guards.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const Route = createFileRoute('/reset-password')({
  beforeLoad: redirectIfSignedIn,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  usePageTitle('Reset Password');
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  // Read once from the link and kept only in memory.
  const [token] = useState(() => readResetToken(searchStr));
  const navigate = Route.useNavigate();

  // The token must not linger in the address bar, the history or a Referer header.
  useLayoutEffect(() => {
    if (new URLSearchParams(searchStr).has('token')) void navigate({ search: {}, replace: true });
  }, [searchStr, navigate]);

  return <ResetPasswordPage token={token} />;
}
