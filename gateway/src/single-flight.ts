/**
 * At most one call in flight per key: `run(key, work)` starts `work` unless a call for the same key is
 * still running, in which case it answers with that call's promise. `running(key)` tells a caller that
 * would rather not wait (the rates route answers from its cache while a refresh is under way).
 */
export class SingleFlight<Key, Value> {
  private readonly calls = new Map<Key, Promise<Value>>();

  running(key: Key): boolean {
    return this.calls.has(key);
  }

  run(key: Key, work: () => Promise<Value>): Promise<Value> {
    const existing = this.calls.get(key);
    if (existing) return existing;
    const call = work().finally(() => this.calls.delete(key));
    this.calls.set(key, call);
    return call;
  }
}
