import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

const scorer = vi.hoisted(() =>
  vi.fn((password: string, _inputs: readonly string[]) => Math.min(password.length, 4)),
);

vi.mock('../lib/load-password-scorer.ts', () => ({
  loadPasswordScorer: () => Promise.resolve(scorer),
}));

describe('PasswordStrengthMeter', () => {
  it('reads Low for an empty password without loading the scorer', async () => {
    await renderWithProviders(<PasswordStrengthMeter password="" userInputs={[]} />);
    expect(screen.getByText('Password strength: Low')).toBeInTheDocument();
    expect(scorer).not.toHaveBeenCalled();
  });

  it.each([
    ['a', 'Low'],
    ['ab', 'Medium'],
    ['abc', 'High'],
    ['abcd', 'High'],
  ])('shows the level of the score (%s)', async (password, label) => {
    await renderWithProviders(<PasswordStrengthMeter password={password} userInputs={[]} />);
    expect(await screen.findByText(`Password strength: ${label}`)).toBeInTheDocument();
  });

  it("scores with the user's email and name as user inputs", async () => {
    await renderWithProviders(
      <PasswordStrengthMeter password="abcd" userInputs={['ann@example.com', 'Ann']} />,
    );
    await screen.findByText('Password strength: High');
    expect(scorer).toHaveBeenLastCalledWith('abcd', ['ann@example.com', 'Ann']);
  });
});
