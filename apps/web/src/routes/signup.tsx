import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { SignupForm } from '../features/auth/components/signup-form.tsx';
import { redirectIfSignedIn } from '../lib/route-guards.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const Route = createFileRoute('/signup')({
  beforeLoad: redirectIfSignedIn,
  component: SignupRoute,
});

function SignupRoute() {
  usePageTitle('Sign Up');
  return (
    <AuthCard title="Sign Up">
      <SignupForm />
    </AuthCard>
  );
}
