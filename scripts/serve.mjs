#!/usr/bin/env node
// `npm start` / `npm run serve`: the built site (SITE_DIR, default dist/) on PORT (default 4173), served
// like a plain static host (src/node/hosting/static-server.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createStaticServer } from '../src/node/hosting/static-server.mjs';

const dist = path.resolve(process.env.SITE_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`Não encontrei o site gerado em ${dist}. Rode "npm run build" antes.`);
  process.exit(1);
}

// It answers only requests that name it: 127.0.0.1, localhost, the address reached, or HOST.
createStaticServer(dist, { hosts: [host] }).listen(port, host, () => {
  console.log(`Site disponível em http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
