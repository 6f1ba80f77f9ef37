/**
 * Files-mode saves written whole: decap-server empties a file and then writes it, so a crash or a reader
 * midway sees it empty or cut. Written beside itself and renamed into place, a file holds its old text or its new.
 */
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

export interface WholeFile { path: string; data: string | Buffer }

/** Rejects at the first that fails. */
export async function writeWhole(repoDir: string, files: WholeFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(repoDir, file.path);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await writeFileAtomic(target, file.data);
  }
}
