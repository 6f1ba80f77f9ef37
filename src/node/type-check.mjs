// `npm run typecheck`'s own command, run from Node beside the bundling (SITE_SKIP_TYPECHECK=1 skips it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Empty when the types are right. */
export function typeCheck(root) {
  const [command, ...args] = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.typecheck.split(' ');
  return new Promise((resolve) => {
    const child = spawn(command === 'node' ? process.execPath : command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    for (const pipe of [child.stdout, child.stderr]) pipe.on('data', (chunk) => (out += chunk));
    child.on('error', (error) => resolve(String(error)));
    child.on('close', (code) => resolve(code === 0 ? '' : out.trim() || `o verificador de tipos terminou com o código ${code}`));
  });
}
