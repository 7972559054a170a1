import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { redirectIfSignedIn } from '../lib/route-guards.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const Route = createFileRoute('/login')({
  beforeLoad: redirectIfSignedIn,
  component: LoginRoute,
});

function LoginRoute() {
  usePageTitle('Log In');
  return (
    <AuthCard title="Log In">
      <LoginForm />
    </AuthCard>
  );
}
