import { Writable } from 'node:stream';

/** Collects the JSON log lines an app writes, to assert on what is (and is not) logged. */
export class LogCapture {
  readonly lines: string[] = [];

  readonly stream = new Writable({
    write: (chunk, _encoding, done) => {
      this.lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });

  /** Every line parsed. */
  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** The lines with the given `event` field. */
  events(name: string): Array<Record<string, unknown>> {
    return this.entries().filter((entry) => entry.event === name);
  }

  text(): string {
    return this.lines.join('\n');
  }
}
