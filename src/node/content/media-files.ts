/**
 * Every file in the media folder must be a PDF or a PNG, JPEG or WebP picture by its bytes: one put there
 * some other way than the editor stops the build, so it is never published.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_FOLDER, MEDIA_SIGNATURE_BYTES, mediaProblem } from '../../shared/media.ts';
import type { ContentError } from '../../shared/content/site-content.ts';

function firstBytes(file: string): Uint8Array {
  const fd = fs.openSync(file, 'r');
  try {
    const bytes = new Uint8Array(MEDIA_SIGNATURE_BYTES);
    return bytes.subarray(0, fs.readSync(fd, bytes, 0, bytes.length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

export function checkMediaFolder(root: string, errors: ContentError[]): void {
  const folder = path.join(root, MEDIA_FOLDER);
  if (!fs.existsSync(folder)) return;
  for (const entry of (fs.readdirSync(folder, { recursive: true }) as string[]).sort()) {
    const full = path.join(folder, entry);
    if (fs.statSync(full).isDirectory()) continue;
    const problem = mediaProblem(entry, firstBytes(full));
    if (problem) {
      errors.push({ file: `${MEDIA_FOLDER}/${entry.split(path.sep).join('/')}`, ...problem, fix: `${problem.fix} Apague este arquivo da pasta ${MEDIA_FOLDER}/ (ou troque-o pelo arquivo certo).` });
    }
  }
}
