import fs from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { isWrongType } from '../redis';
import { EMPTY_STATE, readReleaseState, type ReadState, type ReleaseState, type Transition } from './release-state';

/** The Redis key of the live remote map (docs/deploy.md lists every key the gateways use). */
export const REMOTES_KEY = 'fintools:remotes';

/**
 * Where the live remote map lives: Redis with REDIS_URL (every gateway reads the same key), else a JSON
 * file (REMOTES_FILE). `pnpm release` changes it through `update`; gateways only `read`.
 */
export interface ReleaseStore {
  /** For messages: "Redis 127.0.0.1:6379" or the file's path. */
  readonly where: string;
  /**
   * The stored text and its state: an absent map is the empty state; undefined means "cannot tell
   * now" (Redis down, a file that cannot be read). A value that is not a map (not JSON, `null`, a Redis key
   * of another type) comes back `invalid`, and a gateway keeps the map it has, saying why.
   */
  read(): Promise<StoredMap | undefined>;
  /** Reads, applies `change` and writes back, without losing a change made at the same time by another. */
  update(change: (state: ReleaseState) => Transition): Promise<Transition>;
}

/** The stored map: its text, its state, the remotes its state left out, and why it is no map at all (`invalid`). */
export interface StoredMap extends ReadState {
  raw: string;
}

const serialize = (state: ReleaseState) => `${JSON.stringify(state, null, 2)}\n`;

function parse(raw: string | null): StoredMap {
  if (raw === null) return { raw: '', state: EMPTY_STATE, rejected: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { raw, state: EMPTY_STATE, rejected: [], invalid: 'it is not JSON' };
  }
  return { raw, ...readReleaseState(value) };
}

/** What a release does with a stored value that is not a map: stop, saying where and why, and change nothing. */
function notAMap(where: string, invalid: string): Error {
  return new Error(`${where} is not a remote map (${invalid}); fix or delete it, then release again`);
}

/** The Redis key holds a list, a hash…: Redis is up, and the value is simply not a map. */
const WRONG_TYPE = `the key ${REMOTES_KEY} holds another type than a string (WRONGTYPE)`;

/** The map as a file: written whole under a lock and renamed into place, so a reader never sees half of it. */
export class FileReleaseStore implements ReleaseStore {
  constructor(readonly file: string) {}

  get where(): string {
    return this.file;
  }

  async read(): Promise<StoredMap | undefined> {
    try {
      return parse(await fs.promises.readFile(this.file, 'utf8'));
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? parse(null) : undefined;
    }
  }

  async update(change: (state: ReleaseState) => Transition): Promise<Transition> {
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    const release = await this.lock();
    try {
      const current = await this.read();
      if (!current) throw new Error(`${this.file} cannot be read; try again`);
      if (current.invalid !== undefined) throw notAMap(this.file, current.invalid);
      const result = change(current.state);
      if (result.ok) {
        const temporary = `${this.file}.${process.pid}.tmp`;
        await fs.promises.writeFile(temporary, serialize(result.state));
        await fs.promises.rename(temporary, this.file);
      }
      return result;
    } finally {
      await release();
    }
  }

  /** A lock file made with O_EXCL; one left by a crashed release is taken over after 30 s. */
  private async lock(): Promise<() => Promise<void>> {
    const lockFile = `${this.file}.lock`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        const handle = await fs.promises.open(lockFile, 'wx');
        await handle.close();
        return () => fs.promises.rm(lockFile, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = Date.now() - (await fs.promises.stat(lockFile).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
        if (age > 30_000) await fs.promises.rm(lockFile, { force: true });
        else if (Date.now() > deadline)
          throw new Error(`Another release holds ${lockFile}; try again`, { cause: error });
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}

/**
 * The map in Redis, one key. `update` is optimistic (WATCH/MULTI): when another release changes the key
 * in between, the change is computed again on the new state.
 */
export class RedisReleaseStore implements ReleaseStore {
  constructor(
    private readonly client: Redis,
    readonly where: string,
    /**
     * A gateway's link (redis.ts): reads are skipped while it is down, so a dead Redis costs nothing per
     * poll, and a failed read tells it, so the outage is logged once with the others.
     */
    private readonly link?: { readonly ready: boolean; failed(error: unknown): void; succeeded(): void },
  ) {}

  async read(): Promise<StoredMap | undefined> {
    if (this.link && !this.link.ready) return undefined;
    let raw: string | null;
    try {
      raw = await this.client.get(REMOTES_KEY);
    } catch (error) {
      if (isWrongType(error)) {
        this.link?.succeeded();
        return { raw: `\0${WRONG_TYPE}`, state: EMPTY_STATE, rejected: [], invalid: WRONG_TYPE };
      }
      this.link?.failed(error);
      return undefined;
    }
    this.link?.succeeded();
    return parse(raw);
  }

  async update(change: (state: ReleaseState) => Transition): Promise<Transition> {
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.client.watch(REMOTES_KEY);
      let current: StoredMap;
      try {
        current = parse(await this.client.get(REMOTES_KEY));
      } catch (error) {
        if (!isWrongType(error)) throw error;
        current = { raw: '', state: EMPTY_STATE, rejected: [], invalid: WRONG_TYPE };
      }
      if (current.invalid !== undefined) {
        await this.client.unwatch();
        throw notAMap(`The Redis key ${REMOTES_KEY}`, current.invalid);
      }
      const result = change(current.state);
      if (!result.ok) {
        await this.client.unwatch();
        return result;
      }
      const written = await this.client.multi().set(REMOTES_KEY, serialize(result.state)).exec();
      if (written) return result; // null: the key changed after WATCH
    }
    throw new Error('The remote map kept changing while this release tried to write it; try again');
  }
}
