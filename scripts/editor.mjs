#!/usr/bin/env node
// `npm run editor`: the staff editor on this computer, no account, no internet: Decap's guarded local
// backend plus the dev server with the live preview. EDITOR_PORT, CMS_PROXY_PORT; CMS_REPO_DIR edits
// another folder; CMS_MODE=git saves commits on draft branches; EDITOR_BUILT_DIR serves a built /admin/.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { createServer } from 'vite';

const root = process.cwd();
const port = Number(process.env.EDITOR_PORT ?? 5180);
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081);
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? root);
const host = '127.0.0.1';
const mode = process.env.CMS_MODE === 'git' ? 'git' : 'fs';
const built = process.env.EDITOR_BUILT_DIR;
if (built && !fs.existsSync(path.join(built, 'admin/index.html'))) {
  console.error(`EDITOR_BUILT_DIR=${built} não tem o editor construído (admin/index.html): rode npm run build antes.`);
  process.exit(1);
}

// Decap's local backend behind the guard, in this process; through tsx, as the guard reads the generated configuration.
const { startEditorBackend } = await tsImport('../src/node/cms/proxy-guard.ts', import.meta.url);
try {
  await startEditorBackend({ repoDir, port: proxyPort, editorPort: port, mode });
} catch (error) {
  const hint = error?.code === 'EADDRINUSE' ? ` A porta ${proxyPort} já está em uso: use CMS_PROXY_PORT=outra.`
    : mode === 'git' ? ` Com CMS_MODE=git, ${repoDir} precisa ser um repositório git (git init).` : '';
  console.error(`O servidor de arquivos do editor não iniciou (${error?.message ?? error}).${hint}`);
  process.exit(1);
}

process.env.CMS_PROXY_URL = `http://${host}:${proxyPort}/api/v1`;
const server = await createServer({ root, server: { port, host, strictPort: true }, logLevel: 'warn' });
await server.listen();

const stop = () => {
  server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`\nEditor do site: http://${host}:${port}/admin/`);
console.log(`Prévia do site: http://${host}:${port}/ (mostra cada mudança salva)`);
console.log(`Editando os arquivos de ${path.join(repoDir, 'content')}. Para parar: Ctrl+C.\n`);
