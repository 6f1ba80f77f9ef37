// Runs deploy/nginx.conf with Debian's nginx over a built site on a loopback port: the server block as
// written, only `root` and `listen` replaced, logs and temp files in a throwaway folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** Undefined when nginx is not installed. */
export function findNginx() {
  return CANDIDATES.find((p) => p && fs.existsSync(p));
}

export function localNginxConfig({ siteDir, port, tmp, deployConf = 'deploy/nginx.conf' }) {
  const site = fs.readFileSync(deployConf, 'utf8')
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${path.resolve(siteDir)};`)
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^\s*listen\s+\[::\][^;]*;\n/gm, '');
  const mime = fs.existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; image/svg+xml svg; application/json json; application/xml xml; text/plain txt; }';
  return [
    // Running as root (CI): workers stay root so they can read any build folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `error_log ${tmp}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  ${mime}`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${tmp}/${t};`),
    site,
    '}',
    '',
  ].join('\n');
}

/** Resolves once it answers. */
export async function startNginx({ siteDir, port, deployConf }) {
  const binary = findNginx();
  if (!binary) throw new Error('nginx não encontrado (instale o pacote Debian "nginx").');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  const conf = path.join(tmp, 'nginx.conf');
  fs.writeFileSync(conf, localNginxConfig({ siteDir, port, tmp, deployConf }));
  const child = spawn(binary, ['-p', tmp, '-e', `${tmp}/error.log`, '-c', conf, '-g', `daemon off; pid ${tmp}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(`${tmp}/error.log`) ? fs.readFileSync(`${tmp}/error.log`, 'utf8') : '';
      throw new Error(`nginx saiu com código ${child.exitCode}:\n${stderr}${log}`);
    }
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx não respondeu em ${url}:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    config: conf,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
