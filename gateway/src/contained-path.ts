import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether `file`, with every symlink followed, lies inside `root` (itself resolved: a deploy may make
 * the dist folder a symlink to a release). A link inside a dist folder pointing elsewhere on the disk
 * (/etc, the repository, a secret) must not turn the static server into a file server. False when either
 * does not exist.
 */
export async function isInsideRoot(root: string, file: string): Promise<boolean> {
  try {
    const [realRoot, realFile] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(file)]);
    return realFile === realRoot || realFile.startsWith(realRoot + path.sep);
  } catch {
    return false;
  }
}

/** The file's bytes, or undefined when it is missing or its real path leaves `root`. */
export async function readInsideRoot(root: string, file: string): Promise<Buffer | undefined> {
  if (!(await isInsideRoot(root, file))) return undefined;
  try {
    return await fs.promises.readFile(file);
  } catch {
    return undefined;
  }
}
