/** Builds every workspace whose output is missing or older than its sources; returns the names built. */
export function buildIfStale(options?: { log?: (message: string) => void }): string[];
