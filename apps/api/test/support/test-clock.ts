/** A clock that stands still until a test moves it. */
export class TestClock {
  private current: number;

  constructor(start = Date.now()) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }

  advanceMs(ms: number): void {
    this.current += ms;
  }
}
