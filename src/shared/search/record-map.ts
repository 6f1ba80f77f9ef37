/** Numbers by section id, kept between queries and cleared at once: ranking allocates nothing per match.
 *  An id not set reads 0; `keys` are in the order first set. */
export class RecordMap {
  readonly keys: number[] = [];
  private readonly values: Float64Array;
  /** An id is set when its stamp is the epoch. */
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

  /** Keeps the larger. */
  raise(id: number, value: number): void {
    if (this.stamps[id] !== this.epoch) this.set(id, value);
    else if (value > this.values[id]) this.values[id] = value;
  }

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
