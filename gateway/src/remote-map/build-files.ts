import fs from 'node:fs';
import path from 'node:path';
import { TOOLS_FILE } from '@fintools/shared/catalogue/catalogue';
import { formatBytes, readCdnFile } from '../cdn-fetch';
import type { GatewayConfig } from '../config';
import { sha384 } from '../release/build-integrity';
import { manifestUrlOf } from '../release/manifests';
import { remoteDist } from '../static-files';
import { RemoteMapError } from './map-failures';

/** A manifest or tools.json that takes longer is "cannot read" for now (asked again later): polls must not pile up. */
export const BUILD_FILE_TIMEOUT_MS = 3000;

/** Where a path on this gateway is resolved, to read a build's files from disk like any other URL. */
export const LOCAL_ORIGIN = 'http://gateway.invalid';

/**
 * The tools.json published beside a build's manifest.
 * @example toolsUrlOf('https://cdn.example/tax/v5/mf-manifest.json?v=5') // 'https://cdn.example/tax/v5/tools.json?v=5'
 */
export function toolsUrlOf(url: string): string {
  return manifestUrlOf(url).replace(/mf-manifest\.json(?=$|[?#])/, TOOLS_FILE);
}

/**
 * A build's files as one gateway reads them: a path on this gateway (/mfe/<area>/…) from its own disk, any
 * other URL from its host, each within a size cap and BUILD_FILE_TIMEOUT_MS.
 */
export class BuildFiles {
  constructor(
    private readonly config: GatewayConfig,
    /** The areas whose builds this gateway has on disk. */
    private readonly local: readonly string[],
  ) {}

  async bytes(url: string, maxBytes: number): Promise<Uint8Array> {
    if (url.startsWith('/')) {
      const match = /^\/mfe\/([a-z0-9-]+)\/([\w.-]+(?:\/[\w.-]+)*)$/.exec(url.split('?')[0] ?? '');
      const remote = this.local.find((name) => name === match?.[1]);
      if (!remote || !match?.[2] || match[2].split('/').includes('..'))
        throw new Error('not a remote this gateway serves');
      const file = path.join(remoteDist(this.config, remote), match[2]);
      if ((await fs.promises.stat(file)).size > maxBytes) throw new Error(`it is larger than ${formatBytes(maxBytes)}`);
      return fs.promises.readFile(file);
    }
    return (await readCdnFile(url, { maxBytes, timeoutMs: BUILD_FILE_TIMEOUT_MS })).bytes;
  }

  /** A build's text file (its remoteEntry.js), within `maxBytes`. */
  async text(url: string, maxBytes: number): Promise<string> {
    return Buffer.from(await this.bytes(url, maxBytes)).toString('utf8');
  }

  /**
   * A build's JSON file, within `maxBytes`; with `pin`, only when its bytes hash to it. Every failure is a
   * RemoteMapError saying which file and why: `file-unreadable`, `file-invalid` (not JSON) or `pin-mismatch`.
   */
  async json(url: string, maxBytes: number, pin?: string): Promise<unknown> {
    const file = url.split('?')[0] ?? url;
    let bytes: Uint8Array;
    try {
      bytes = await this.bytes(url, maxBytes);
    } catch (error) {
      throw new RemoteMapError('file-unreadable', file, (error as Error).message, { cause: error });
    }
    if (pin !== undefined && sha384(bytes) !== pin) {
      throw new RemoteMapError('pin-mismatch', file, 'its sha384 differs');
    }
    try {
      return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
    } catch (error) {
      throw new RemoteMapError('file-invalid', file, 'it is not JSON', { cause: error });
    }
  }
}
