// A binary min-heap of price-trigger entries keyed by a bigint, for the trigger book. The book keeps
// two per instrument: triggers that fire on a fall are stored with their price negated, so both
// directions pop "the next trigger the price meets" from the top. Entries are never removed from
// the middle: the book marks their owner retired and drops them when they surface or on rebuild.

export interface TriggerEntry<Owner> {
  /** Heap order: the trigger price, negated for triggers that fire on a fall. */
  key: bigint;
  /** 0 liquidation, 1 stop-loss, 2 take-profit (the tie order: the account's protection first), 3 a pending open's limit. */
  kindRank: number;
  trigger: bigint;
  /** The book's record of the position as it was when the entry was written. */
  owner: Owner;
}

export class TriggerHeap<Owner> {
  private items: Array<TriggerEntry<Owner>> = [];

  get length() { return this.items.length; }

  peek(): TriggerEntry<Owner> | undefined { return this.items[0]; }

  push(entry: TriggerEntry<Owner>) {
    const items = this.items;
    let i = items.length;
    items.push(entry);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent].key <= entry.key) break;
      items[i] = items[parent];
      i = parent;
    }
    items[i] = entry;
  }

  pop(): TriggerEntry<Owner> | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) this.siftDown(0, last);
    return top;
  }

  /** Keeps only the entries `keep` accepts and restores the heap order in linear time. */
  retain(keep: (entry: TriggerEntry<Owner>) => boolean) {
    const items = this.items.filter(keep);
    this.items = items;
    for (let i = (items.length >> 1) - 1; i >= 0; i--) this.siftDown(i, items[i]);
  }

  private siftDown(start: number, entry: TriggerEntry<Owner>) {
    const items = this.items;
    const n = items.length;
    let i = start;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && items[child + 1].key < items[child].key) child++;
      if (items[child].key >= entry.key) break;
      items[i] = items[child];
      i = child;
    }
    items[i] = entry;
  }
}
