import { useDeferredValue, useEffect, useState } from 'react';
import { loadPasswordScorer } from '../lib/load-password-scorer.ts';

/** zxcvbn's 0..4 score of `password`; 0 until the scorer has loaded. */
export function usePasswordStrength(password: string, userInputs: readonly string[]): number {
  const deferredPassword = useDeferredValue(password);
  const inputsKey = userInputs.join('\u0000');
  const [score, setScore] = useState(0);

  useEffect(() => {
    let current = true;
    if (!deferredPassword) {
      setScore(0);
      return;
    }
    loadPasswordScorer()
      .then((scorePassword) => {
        if (current) setScore(scorePassword(deferredPassword, inputsKey.split('\u0000')));
      })
      .catch(() => {
        // Without the dictionaries the meter stays at its lowest reading; the server still checks.
      });
    return () => {
      current = false;
    };
  }, [deferredPassword, inputsKey]);

  return score;
}
