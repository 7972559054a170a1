import type { ScenarioResult } from './load.ts';
import type { WebSizes } from './web-sizes.ts';

/** One budget line: what it limits, the limit, the measured value, whether it holds. */
export interface Budget {
  name: string;
  limit: string;
  value: number;
  pass: boolean;
}

/** Everything the budgets are read from. */
export interface Measurements {
  scenarios: ScenarioResult[];
  web: WebSizes;
  startupMs: number;
  peakRssMb: number;
  totalSeconds: number;
}

const KB = 1000;

function scenario(scenarios: ScenarioResult[], name: string): ScenarioResult {
  const found = scenarios.find((entry) => entry.name === name);
  if (!found) {
    throw new Error(`no scenario named ${name}`);
  }
  return found;
}

const atLeast = (name: string, limit: number, value: number, unit = ''): Budget => ({
  name,
  limit: `>= ${limit}${unit}`,
  value,
  pass: value >= limit,
});
const below = (name: string, limit: number, value: number, unit = ''): Budget => ({
  name,
  limit: `< ${limit}${unit}`,
  value,
  pass: value < limit,
});

/** The budgets, checked against one run's measurements. */
export function checkBudgets(m: Measurements): Budget[] {
  const list = scenario(m.scenarios, 'items-list');
  const login = scenario(m.scenarios, 'login');
  const largestLater = Math.max(0, ...m.web.later_chunks.map((chunk) => chunk.gz));
  const errors = m.scenarios.reduce((sum, entry) => sum + entry.errors, 0);
  return [
    atLeast('items-list: share of floor (a) requests/s', 0.5, list.ratio ?? 0),
    below('items-list @50%: p99 ms', 20, scenario(m.scenarios, 'items-list @50%').p99_ms),
    below('items-create @50%: p99 ms', 25, scenario(m.scenarios, 'items-create @50%').p99_ms),
    below('items-update @50%: p99 ms', 25, scenario(m.scenarios, 'items-update @50%').p99_ms),
    atLeast('login: share of floor (b) verifies/s', 0.8, login.ratio ?? 0),
    below(
      'items-list @50% during logins: p99 ms',
      50,
      scenario(m.scenarios, 'items-list @50% during logins').p99_ms,
    ),
    below('errors, every scenario', 1, errors),
    {
      name: 'web: /login first load, JS gzipped KB',
      limit: '<= 150',
      value: Math.round(m.web.login.js_gz / 10) / 100,
      pass: m.web.login.js_gz <= 150 * KB,
    },
    below('web: largest later route chunk, gzipped KB', 50, Math.round(largestLater / 10) / 100),
    below('start-up: second npm start serving, s', 3, Math.round(m.startupMs) / 1000),
    below('memory: server peak RSS, MB', 200, m.peakRssMb),
    below('bench: total run time, s', 300, m.totalSeconds),
  ];
}
