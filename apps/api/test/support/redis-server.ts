import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { findFreePort } from '../../src/db/postgres-process.ts';

/** A throwaway redis-server on a free loopback port, for tests that need one. */
export class RedisServer {
  private child: ChildProcess | undefined;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port = await findFreePort();
    const binary = process.env.REDIS_SERVER_BIN ?? 'redis-server';
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn(binary, args, { stdio: 'ignore' });
    const exited = new Promise<never>((_resolve, reject) =>
      this.child?.once('exit', (code) => reject(new Error(`redis-server exited (${code})`))),
    );
    exited.catch(() => {});
    await Promise.race([this.waitUntilReady(), exited]);
  }

  /** A client of this server, for looking at what the app stored. */
  client(): Redis {
    return new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }

  private async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const client = this.client();
      client.on('error', () => {});
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') {
          return;
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 25));
      } finally {
        client.disconnect();
      }
    }
    throw new Error('redis-server did not answer within 10 s');
  }
}
