import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

// This module is only ever imported dynamically (see load-password-scorer.ts): its dictionaries are
// several hundred kilobytes and no page needs them before a new password is typed.
const factory = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
});

/** Each input whole and its words ("ann.lee@example.com" also gives "ann", "lee", "example"). */
export function expandUserInputs(userInputs: readonly string[]): string[] {
  const words = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]);
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3))];
}

/** zxcvbn's 0..4 score, treating the user's own email and name as guessable words. */
export function scorePassword(password: string, userInputs: readonly string[]): number {
  return factory.check(password, expandUserInputs(userInputs)).score;
}
