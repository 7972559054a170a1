import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** One argon2 call for a worker: hash a password, or verify one against a stored hash. */
export type HashTask =
  | { op: 'hash'; password: string; options: Record<string, number> }
  | { op: 'verify'; storedHash: string; password: string };

type Reply = { result: string | boolean } | { error: string };

/**
 * The nice value of the hashing threads. Logins may use every idle cycle of every core, but the event loop and
 * the database, at the default priority, get the processor first whenever they have work, so a burst of logins
 * cannot delay the rest of the API.
 */
const HASHING_NICE = 19;

// Plain CommonJS run with `eval`, so the same worker serves the sources under test and the build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
try {
  // Linux: a thread's own id names it to setpriority, so only this thread is lowered.
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
parentPort.on('message', (task) => {
  try {
    const result = task.op === 'hash'
      ? argon2.hashSync(task.password, task.options)
      : argon2.verifySync(task.storedHash, task.password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

interface Pending {
  task: HashTask;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Calls handed to the thread, oldest first; it answers them in that order. */
  inFlight: Pending[];
}

/**
 * Calls handed to one thread at a time: the one it runs and the next, waiting in its message queue, so the thread
 * starts the next hash as soon as one ends instead of idling until the event loop hands it more work.
 */
const CALLS_PER_THREAD = 2;

/**
 * A fixed set of worker threads (one per core) running argon2 at low priority; each runs one call at a time with
 * the next one queued, the rest wait here in order. Threads start on first use and do not keep the process alive
 * while idle.
 */
export class HashWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Pending[] = [];
  private readonly argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');

  constructor(private readonly size = os.availableParallelism()) {}

  run(task: HashTask): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const slot =
        this.slots.find((candidate) => candidate.inFlight.length === 0) ?? this.spawn() ?? this.leastBusy();
      if (!slot) {
        return;
      }
      const pending = this.waiting.shift() as Pending;
      slot.inFlight.push(pending);
      slot.worker.ref();
      slot.worker.postMessage(pending.task);
    }
  }

  /** The thread with the fewest calls, when it can take one more. */
  private leastBusy(): Slot | undefined {
    let best: Slot | undefined;
    for (const slot of this.slots) {
      if (slot.inFlight.length < CALLS_PER_THREAD && (!best || slot.inFlight.length < best.inFlight.length)) {
        best = slot;
      }
    }
    return best;
  }

  private spawn(): Slot | undefined {
    if (this.slots.length >= this.size) {
      return undefined;
    }
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { argon2: this.argon2, nice: HASHING_NICE },
      // The thread only hands short strings to argon2, whose 19 MiB lives outside the JS heap: a small heap.
      resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 12 },
    });
    const slot: Slot = { worker, inFlight: [] };
    worker.on('message', (reply: Reply) => this.settle(slot, reply));
    worker.on('error', (error) => this.retire(slot, error));
    worker.on('exit', () => this.retire(slot, new Error('hashing thread exited')));
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, reply: Reply): void {
    const pending = slot.inFlight.shift();
    if (slot.inFlight.length === 0) {
      slot.worker.unref();
    }
    if ('error' in reply) {
      pending?.reject(new Error(reply.error));
    } else {
      pending?.resolve(reply.result);
    }
    this.dispatch();
  }

  /** A thread that died fails its calls; a new one takes its place for the calls still waiting. */
  private retire(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) {
      return;
    }
    this.slots.splice(index, 1);
    for (const pending of slot.inFlight.splice(0)) {
      pending.reject(error);
    }
    this.dispatch();
  }
}

let shared: HashWorkerPool | undefined;

/** The process's one pool: hashing threads are per machine, not per app instance. */
export function sharedHashWorkerPool(): HashWorkerPool {
  shared ??= new HashWorkerPool();
  return shared;
}
