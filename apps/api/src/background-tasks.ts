import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone out (sending mail, the recovery lookup). Failures are logged, never
 * thrown; `drain` waits for what is running, for tests and for a clean shutdown.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly maxPending = 1000,
  ) {}

  /** Starts a task unless too many are pending; returns false when it was dropped. */
  run(name: string, task: () => Promise<void>): boolean {
    if (this.running.size >= this.maxPending) {
      this.log.warn({ event: 'background_task_dropped', task: name }, 'too many background tasks pending');
      return false;
    }
    // Started on the next turn of the event loop, once the current answer has been written: even building the
    // task's first query must not delay it (a delay that differs by outcome would tell what the task does).
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        this.log.error({ event: 'background_task_failed', task: name, err: error }, 'background task failed');
      })
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
    return true;
  }

  /** Resolves when every task started so far (and any they start) has finished, or after `timeoutMs`. */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.running.size > 0 && Date.now() < deadline) {
      const remaining = deadline - Date.now();
      await Promise.race([
        Promise.allSettled([...this.running]),
        new Promise((resolve) => setTimeout(resolve, remaining).unref()),
      ]);
    }
  }
}
