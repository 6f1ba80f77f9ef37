/**
 * User Timing as every supported browser takes it: Safari before 14.1 has only the old form and throws
 * on these. The entries are for benches and tests only, so there they are left out, never an error.
 */

export function markNow(name: string): number {
  performance.mark(name);
  return performance.now();
}

export function measureSince(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // Safari before 14.1, or a worker without User Timing: nothing to record.
  }
}
