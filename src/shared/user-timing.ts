/**
 * User Timing as the browsers the site supports take it. Safari before 14.1 has only its first form:
 * `performance.mark` returns nothing and `performance.measure` takes mark names, not times, and throws
 * on these. The entries are for the benches and tests only, so there they are left out, never an error.
 */

/** Marks `name` now and returns the time. */
export function markNow(name: string): number {
  performance.mark(name);
  return performance.now();
}

/** A measure named `name` from `start` to now, where the browser takes one. */
export function measureSince(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // Safari before 14.1, or a worker without User Timing: nothing to record.
  }
}
