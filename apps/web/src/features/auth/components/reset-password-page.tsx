import { AuthCard } from './auth-card.tsx';
import { InvalidResetLink } from './invalid-reset-link.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

export function ResetPasswordPage({ token }: { token: string | null }) {
  return (
    <AuthCard
      title="Reset Password"
      description={
        token ? 'Please enter your new password and confirm it to reset your password.' : undefined
      }
    >
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthCard>
  );
}
