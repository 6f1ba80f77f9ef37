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
 * uploads), or undefined for any other request, for a save that renames an entry (decap-server moves
 * the entry's folder too) and for one not in the shape decap-server takes, which it answers.
 */
export function entrySaveFiles(body: unknown): WholeFile[] | undefined {
  const { action, params } = record(body);
  if (action !== 'persistEntry') return undefined;
  const p = record(params);
  const dataFiles = Array.isArray(p.dataFiles) ? p.dataFiles.map(record) : p.entry === undefined ? [] : [record(p.entry)];
  const assets = Array.isArray(p.assets) ? p.assets.map(record) : [];
  const plain = dataFiles.length > 0
    && dataFiles.every((f) => typeof f.path === 'string' && typeof f.raw === 'string' && f.newPath === undefined)
    && assets.every((a) => typeof a.path === 'string' && typeof a.content === 'string');
  if (!plain) return undefined;
  return [
    ...dataFiles.map((f) => ({ path: f.path as string, data: f.raw as string })),
    ...assets.map((a) => ({ path: a.path as string, data: Buffer.from(a.content as string, a.encoding as BufferEncoding) })),
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
