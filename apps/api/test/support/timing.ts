/** Wall-clock durations (ms) of each case, measured in rounds that run every case once, in random order. */
export async function interleavedDurations<K extends string>(
  cases: Record<K, () => Promise<unknown>>,
  { rounds, warmupRounds = 5 }: { rounds: number; warmupRounds?: number },
): Promise<Record<K, number[]>> {
  const names = Object.keys(cases) as K[];
  const durations = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < warmupRounds + rounds; round++) {
    for (const name of shuffled(names)) {
      const started = performance.now();
      await cases[name]();
      if (round >= warmupRounds) {
        durations[name].push(performance.now() - started);
      }
    }
  }
  return durations;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each case's durations. */
export function mediansOf<K extends string>(durations: Record<K, number[]>): Record<K, number> {
  return Object.fromEntries(
    Object.entries<number[]>(durations).map(([name, values]) => [name, median(values)]),
  ) as Record<K, number>;
}

function shuffled<T>(values: T[]): T[] {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The slowest median over the fastest: 1 means all the same. */
export function spread(medians: Record<string, number>): number {
  return Math.max(...Object.values(medians)) / Math.min(...Object.values(medians));
}

/**
 * Sub-millisecond answers (recovery) vary by tens of microseconds between runs on a shared machine, more than 10%
 * of them. What those tests guard against is work done before answering for some cases only: mail sent on the
 * request path costs a millisecond or more even when the SMTP server refuses at once on loopback (1.1 ms
 * measured). So medians count as the same within 10% or within this many milliseconds.
 */
export const SUB_MS_SLACK_MS = 0.2;

/** Whether the slowest median is within `ratio` of the fastest, or within `slackMs` of it. */
export function similarMedians(medians: Record<string, number>, ratio: number, slackMs = 0): boolean {
  const values = Object.values(medians);
  const fastest = Math.min(...values);
  const slowest = Math.max(...values);
  return slowest <= fastest * ratio || slowest - fastest <= slackMs;
}
