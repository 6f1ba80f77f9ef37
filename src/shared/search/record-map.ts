/**
 * Numbers by section id (0 … size − 1) for the ranking's per-query tallies: typed arrays kept between
 * queries and emptied in the time of the ids set, so ranking a big site allocates nothing per match.
 * An id not set reads as 0; `keys` lists the ids set, in the order they were first set.
 */
export class RecordMap {
  readonly keys: number[] = [];
  private readonly values: Float64Array;
  /** `stamps[id] === epoch` when the id is set since the last clear. */
  private readonly stamps: Uint32Array;
  private epoch = 1;

  constructor(size: number) {
    this.values = new Float64Array(size);
    this.stamps = new Uint32Array(size);
  }

  get size(): number {
    return this.keys.length;
  }

  has(id: number): boolean {
    return this.stamps[id] === this.epoch;
  }

  get(id: number): number {
    return this.stamps[id] === this.epoch ? this.values[id] : 0;
  }

  set(id: number, value: number): void {
    if (this.stamps[id] !== this.epoch) {
      this.stamps[id] = this.epoch;
      this.keys.push(id);
    }
    this.values[id] = value;
  }

  /** Keeps the larger of the id's number and `value`. */
  raise(id: number, value: number): void {
    if (this.stamps[id] !== this.epoch) this.set(id, value);
    else if (value > this.values[id]) this.values[id] = value;
  }

  /** Adds `value` to the id's number. */
  add(id: number, value: number): void {
    if (this.stamps[id] !== this.epoch) this.set(id, value);
    else this.values[id] += value;
  }

  clear(): this {
    this.epoch += 1;
    this.keys.length = 0;
    return this;
  }
}
