type ScorePassword = (password: string, userInputs: readonly string[]) => number;

let pending: Promise<ScorePassword> | undefined;

/** Loads the password scorer and its dictionaries once, on first use. */
export function loadPasswordScorer(): Promise<ScorePassword> {
  pending ??= import('./password-scorer.ts')
    .then((module) => module.scorePassword)
    .catch((error: unknown) => {
      // Let a later render try again, e.g. after a flaky network.
      pending = undefined;
      throw error;
    });
  return pending;
}
