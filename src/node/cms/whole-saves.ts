/**
 * The editor's saves of entries in files mode, each file written whole. decap-server empties a file and
 * then writes it, so a crash or a full disk midway leaves a page or office.yml empty or cut, and a reader
 * in between (the live preview, a build) sees it so. Here each file is written beside itself and then
 * put in place by a rename (write-file-atomic): it holds its old text or its new, never part of one.
 */
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** A file of a save: its path in the repository and its new content. */
export interface WholeFile { path: string; data: string | Buffer }

/** Writes each file under `repoDir` whole (its folder made if new); rejects at the first that fails. */
export async function writeWhole(repoDir: string, files: WholeFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(repoDir, file.path);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await writeFileAtomic(target, file.data);
  }
}
