/**
 * Workbox waits on `Promise.allSettled`, which Safari 12 lacks (13 has it): the worker brings its own
 * where the browser has none. Only the worker carries it; the pages' code does not use it.
 */
if (typeof Promise.allSettled !== 'function') {
  const settle = <T>(value: T | PromiseLike<T>): Promise<PromiseSettledResult<T>> =>
    Promise.resolve(value).then((fulfilled) => ({ status: 'fulfilled', value: fulfilled }), (reason: unknown) => ({ status: 'rejected', reason }));
  Promise.allSettled = (<T>(values: Iterable<T | PromiseLike<T>>) => Promise.all(Array.from(values, settle))) as typeof Promise.allSettled;
}
