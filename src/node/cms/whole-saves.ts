/**
 * The editor's saves of entries in files mode, each file written whole. decap-server empties a file and
 * then writes it, so a crash or a full disk midway leaves a page or office.yml empty or cut, and a reader
 * in between (the live preview, a build) sees it so. Here each file is written beside itself and then
 * put in place by a rename (write-file-atomic): it holds its old text or its new, never part of one.
 */
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

interface WholeFile { path: string; data: string | Buffer }

type Params = Record<string, unknown>;
const record = (value: unknown): Params => (value && typeof value === 'object' && !Array.isArray(value) ? value as Params : {});

/**
 * The files a persistEntry request writes (its data files, or `entry`, the older single form, and its
 * uploads), or undefined for any other request and for a save that renames an entry, which is left to
 * decap-server (it moves the entry's folder too).
 */
export function entrySaveFiles(body: unknown): WholeFile[] | undefined {
  const { action, params } = record(body);
  if (action !== 'persistEntry') return undefined;
  const p = record(params);
  const dataFiles = (Array.isArray(p.dataFiles) ? p.dataFiles : [p.entry]).map(record);
  const assets = (Array.isArray(p.assets) ? p.assets : []).map(record);
  if (dataFiles.some((f) => f.newPath !== undefined)) return undefined;
  return [
    ...dataFiles.map((f) => ({ path: String(f.path), data: String(f.raw ?? '') })),
    ...assets.map((a) => ({ path: String(a.path), data: Buffer.from(String(a.content ?? ''), a.encoding as BufferEncoding) })),
  ];
}

/** Writes each file under `repoDir` whole (its folder made if new); rejects at the first that fails. */
export async function writeWhole(repoDir: string, files: WholeFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(repoDir, file.path);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await writeFileAtomic(target, file.data);
  }
}
