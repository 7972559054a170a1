import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { RecoverPasswordForm } from '../features/auth/components/recover-password-form.tsx';
import { redirectIfSignedIn } from '../lib/route-guards.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const Route = createFileRoute('/recover-password')({
  beforeLoad: redirectIfSignedIn,
  component: RecoverPasswordRoute,
});

function RecoverPasswordRoute() {
  usePageTitle('Password Recovery');
  return (
    <AuthCard
      title="Password Recovery"
      description="A password recovery email will be sent to the registered account."
    >
      <RecoverPasswordForm />
    </AuthCard>
  );
}
