#!/usr/bin/env node
// `npm run editor`: the staff editor (Decap CMS) on this computer, over this checkout's content/, with no
// account and no internet. Starts decap-server (Decap's local mode: it reads and writes the files) and
// the dev server, which serves /admin/ (src/node/cms/admin-plugin.ts) beside the site's live preview.
// EDITOR_PORT (default 5180) and CMS_PROXY_PORT (default 8081) set the ports; CMS_REPO_DIR another folder
// holding a content/ to edit (tests use a scratch copy). CMS_MODE=git: each save is a git commit, and a
// change waits as a draft on its own branch until it is published (editorial workflow), as on the live site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createServer } from 'vite';

const root = process.cwd();
const port = Number(process.env.EDITOR_PORT ?? 5180);
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081);
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? root);
const host = '127.0.0.1';
const mode = process.env.CMS_MODE === 'git' ? 'git' : 'fs';

const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
const proxy = spawn(process.execPath, [decapServer], {
  cwd: repoDir,
  // Only this computer may reach it: it writes files.
  env: { ...process.env, PORT: String(proxyPort), BIND_HOST: host, GIT_REPO_DIRECTORY: repoDir, MODE: mode, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
proxy.on('exit', (code) => {
  if (code) {
    console.error(`O servidor do editor (decap-server) parou (código ${code}). A porta ${proxyPort} já está em uso? Use CMS_PROXY_PORT=outra.`);
    process.exit(1);
  }
});

process.env.CMS_PROXY_URL = `http://${host}:${proxyPort}/api/v1`;
const server = await createServer({ root, server: { port, host, strictPort: true }, logLevel: 'warn' });
await server.listen();

const stop = () => {
  proxy.kill();
  server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`\nEditor do site: http://${host}:${port}/admin/`);
console.log(`Prévia do site: http://${host}:${port}/ (mostra cada mudança salva)`);
console.log(`Editando os arquivos de ${path.join(repoDir, 'content')}. Para parar: Ctrl+C.\n`);
