import autocannon, { type RawRequest, type RequestSpec, type Result } from 'autocannon';
import { waitForQuiet } from './quiet.ts';

/** One scenario's figures, as written to latest.json. */
export interface ScenarioResult {
  name: string;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** The fixed request rate the run was driven at, when it was not an all-out run. */
  target_rps?: number;
  floor_rps?: number;
  ratio?: number;
  /** For a median of several rounds: each round's requests/s and p99, in the order they ran. */
  rounds_rps?: number[];
  rounds_p99_ms?: number[];
  /** Share of the machine's CPU time that was idle just before the run (other programs skew figures). */
  idle_before?: number;
}

/** What to send: one request shape, or a function giving the next one (to rotate users, items, bodies). */
export interface LoadSpec {
  name: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  next?: () => RawRequest;
  connections?: number;
  duration: number;
  /** Requests per second over all connections; unset means as fast as the server answers. */
  rate?: number;
  /** For a run started alongside another, whose load would never let the machine look idle. */
  skipQuietCheck?: boolean;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Sends the load and returns the scenario's figures; every non-2xx answer, timeout or socket error counts. */
export async function runLoad(spec: LoadSpec): Promise<ScenarioResult> {
  const request: RequestSpec = {
    method: spec.method ?? 'GET',
    ...(spec.headers && { headers: spec.headers }),
    ...(spec.body !== undefined && { body: spec.body }),
  };
  const { next } = spec;
  if (next) {
    request.setupRequest = (raw) => ({ ...raw, ...next() });
  }
  const idleBefore = spec.skipQuietCheck ? undefined : await waitForQuiet();
  const result: Result = await autocannon({
    url: spec.url,
    connections: spec.connections ?? 10,
    duration: spec.duration,
    timeout: 10,
    requests: [request],
    ...(spec.rate !== undefined && { overallRate: spec.rate }),
  });
  return {
    name: spec.name,
    rps: round(result.requests.total / result.duration, 1),
    p50_ms: round(result.latency.p50),
    p99_ms: round(result.latency.p99),
    errors: result.errors + result.non2xx,
    ...(spec.rate !== undefined && { target_rps: spec.rate }),
    ...(idleBefore !== undefined && { idle_before: idleBefore }),
  };
}

/** A short unrecorded run, so JIT warm-up and pool connects are not in the figures. */
export async function warmUp(spec: LoadSpec, seconds = 2): Promise<void> {
  await runLoad({ ...spec, duration: seconds, rate: undefined, skipQuietCheck: true });
}

/** Cycles through a list forever. */
export function rotate<T>(list: readonly T[]): () => T {
  if (list.length === 0) {
    throw new Error('nothing to rotate through');
  }
  let index = 0;
  return () => {
    const value = list[index % list.length] as T;
    index++;
    return value;
  };
}
