import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server process started by the benchmark, with its peak resident memory as sampled. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Largest RSS seen so far, in MB (sampled every 100 ms from /proc). */
  peakRssMb(): number;
  stop(): Promise<void>;
}

interface StartOptions {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  url: string;
  readyPath: string;
  timeoutMs: number;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Polls `url` until it answers 200; returns the milliseconds it took, or throws after the timeout. */
export async function waitUntilServing(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) {
      throw new Error(`${url}: the server exited with code ${child.exitCode} before serving`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      return performance.now() - started;
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a server, waits until `readyPath` answers, and samples its memory until it stops. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const child = spawn(options.command, options.args, { env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) {
      rssMb(child.pid).then((mb) => {
        peak = Math.max(peak, mb);
      });
    }
  }, 100);
  try {
    await waitUntilServing(`${options.url}${options.readyPath}`, options.timeoutMs, child);
  } catch (error) {
    clearInterval(sampler);
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    child,
    url: options.url,
    peakRssMb: () => Math.round(peak),
    async stop() {
      clearInterval(sampler);
      if (child.exitCode !== null || child.signalCode !== null) {
        return;
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
