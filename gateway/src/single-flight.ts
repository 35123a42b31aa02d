/**
 * At most one call in flight per key: `run(key, work)` starts `work` unless a call for the same key is
 * still running, in which case it answers with that call's promise. `current(key)` gives a caller the
 * running call to wait on as long as it likes (the rates route waits a little, then answers from its cache).
 */
export class SingleFlight<Key, Value> {
  private readonly calls = new Map<Key, Promise<Value>>();

  current(key: Key): Promise<Value> | undefined {
    return this.calls.get(key);
  }

  run(key: Key, work: () => Promise<Value>): Promise<Value> {
    const existing = this.calls.get(key);
    if (existing) return existing;
    const call = work().finally(() => this.calls.delete(key));
    this.calls.set(key, call);
    return call;
  }
}
