import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Budget } from './budgets.ts';
import type { ScenarioResult } from './load.ts';
import type { WebSizes } from './web-sizes.ts';

/** The content of bench/results/latest.json. */
export interface Report {
  date: string;
  machine: { cpu: string; cores: number; memory_gb: number; os: string; node: string; database: string };
  scenarios: ScenarioResult[];
  web: WebSizes;
  startup_ms: number;
  peak_rss_mb: number;
  /** The server's peak RSS as it stood after each phase, to see which one raised it. */
  peak_rss_mb_after: Record<string, number>;
  /** Seconds spent waiting for other programs' load to pass before measurements. */
  quiet_wait_seconds: number;
  total_seconds: number;
  budgets: Budget[];
}

/** This machine, as the committed numbers should name it. */
export function describeMachine(database: string): Report['machine'] {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    database,
  };
}

const cell = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The scenarios and budgets as markdown tables. */
export function markdownTables(report: Report): string {
  const lines = [
    '| scenario | req/s | p50 ms | p99 ms | errors | floor req/s | ratio | idle before |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.scenarios.map(
      (s) =>
        `| ${s.name}${s.target_rps ? ` (at ${s.target_rps}/s)` : ''} | ${s.rps} | ${s.p50_ms} | ${s.p99_ms} | ` +
        `${s.errors} | ${cell(s.floor_rps)} | ${cell(s.ratio)} | ${cell(s.idle_before)} |`,
    ),
    '',
    '| budget | limit | value | pass |',
    '| --- | --- | ---: | --- |',
    ...report.budgets.map((b) => `| ${b.name} | ${b.limit} | ${b.value} | ${b.pass ? 'yes' : '**NO**'} |`),
  ];
  return lines.join('\n');
}

/** Writes the JSON report (to a temporary name first, so a crash never leaves half a file). */
export async function writeReport(file: string, report: Report): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = file.replace(/\.json$/, '.tmp.json');
  await writeFile(temporary, `${JSON.stringify(report, null, 2)}\n`);
  await rename(temporary, file);
}
