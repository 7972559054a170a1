let commonPasswords: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/** Loads the list ahead of the first request that needs it. */
export function preloadCommonPasswords(): Promise<unknown> {
  return load();
}

/**
 * Whether a password is on the list of the ~49,000 most used passwords (letter case ignored), shipped with
 * the zxcvbn dictionaries and checked offline.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}
