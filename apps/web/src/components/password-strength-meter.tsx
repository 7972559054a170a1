import { Box, Progress, Text } from '@mantine/core';
import { strengthLevel, strengthPercent } from '../lib/password-strength.ts';
import { usePasswordStrength } from './use-password-strength.ts';

export interface PasswordStrengthMeterProps {
  password: string;
  /** The user's email and name: a password built from them is weak. */
  userInputs: readonly string[];
}

/** A bar and "Password strength: Low|Medium|High" under a new-password input. */
export function PasswordStrengthMeter({ password, userInputs }: PasswordStrengthMeterProps) {
  const score = usePasswordStrength(password, userInputs);
  const percent = strengthPercent(score);
  const level = strengthLevel(percent);
  return (
    <Box mt={6} data-testid="password-strength">
      <Progress
        value={Math.max(percent, 4)}
        color={level.color}
        size="sm"
        radius="xl"
        aria-hidden="true"
        transitionDuration={150}
      />
      <Text size="xs" mt={4} c="dimmed" aria-live="polite">
        {`Password strength: ${level.label}`}
      </Text>
    </Box>
  );
}
