/**
 * The editor's local backend behind its guard (proxy-guard.ts), running on a scratch repository: a
 * request addressed to another host or sent by another page is refused; every action reads and writes
 * only content/ and the media folder, and a path that leaves them, however written, is refused with
 * the file untouched; the editor's own saves still land. Git mode: the branch, collection, slug and
 * status that name branches and settings are checked too.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFiles } from '../content/files.ts';
import { cmsConfig } from './config.ts';
import { CONTENT_FOLDER, plainPath, startEditorBackend } from './proxy-guard.ts';

const ROOT = path.resolve(__dirname, '../../..');
const MEDIA = 'public/documentos';
const CONFIG_FILE = 'vite.config.ts';
const CONFIG_TEXT = 'export default {};\n';

/** A scratch repository: the project's content/ and media folder, and a stand-in for the code beside them. */
function scratchRepo(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.cpSync(path.join(ROOT, MEDIA), path.join(dir, MEDIA), { recursive: true });
  fs.writeFileSync(path.join(dir, CONFIG_FILE), CONFIG_TEXT);
  return dir;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

interface Answer { status: number; body: { error?: string; message?: string } & Record<string, unknown>; headers: http.IncomingHttpHeaders }

/**
 * A raw request (http.request: fetch cannot set Host), with the editor's Host and Origin unless told
 * otherwise (a header given as undefined is not sent).
 */
function send(port: number, body: unknown, headers: Record<string, string | undefined> = {}, method = 'POST', url = '/api/v1'): Promise<Answer> {
  const data = typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries({ Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port - 1}`, 'Content-Type': 'application/json', ...headers })) {
    if (value !== undefined) all[name] = value;
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method, setHost: 'Host' in all, headers: { ...all, 'Content-Length': String(Buffer.byteLength(data)) } }, (res) => {
      let text = '';
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => {
        let parsed = {};
        try { parsed = JSON.parse(text || '{}'); } catch { parsed = { text }; }
        resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end(method === 'GET' || method === 'OPTIONS' ? undefined : data);
  });
}

const persist = (dataFiles: Record<string, unknown>[], assets: Record<string, unknown>[] = [], options: Record<string, unknown> = {}) => ({
  action: 'persistEntry',
  params: { branch: 'main', dataFiles, assets, options: { commitMessage: 'Atualiza', useWorkflow: false, status: 'draft', ...options } },
});
const dataFile = (file: string, raw = 'titulo: x\n', extra: Record<string, unknown> = {}) => ({ slug: 'x', path: file, raw, ...extra });
const asset = (file: string) => ({ path: file, content: Buffer.from('%PDF-1.4').toString('base64'), encoding: 'base64' });

describe('plainPath', () => {
  it('keeps a plain relative path and drops empty and "." parts', () => {
    expect(plainPath('content/noticias/a.mdx')).toEqual({ path: 'content/noticias/a.mdx' });
    expect(plainPath('./content//noticias/')).toEqual({ path: 'content/noticias' });
  });
  it.each([
    ['../x'], ['content/../vite.config.ts'], ['content/noticias/../../x'], ['/etc/passwd'], ['C:/x'], ['~/x'],
    ['content/%2e%2e/x'], ['content\\..\\x'], ['content/a\u0000.mdx'], ['content/a\n.mdx'], [''], [42], [undefined],
  ])('refuses %j', (value) => {
    expect(plainPath(value)).toHaveProperty('refused');
  });
});

describe('the configuration agrees with the guard', () => {
  it('every collection edits files inside content/, and the media folder is the guard\'s', () => {
    const config = cmsConfig(contentFiles(ROOT));
    expect(config.media_folder).toBe(MEDIA);
    for (const collection of config.collections as { folder?: string; files?: { file: string }[] }[]) {
      for (const where of [collection.folder, ...(collection.files ?? []).map((f) => f.file)].filter(Boolean)) {
        expect(where!.startsWith(`${CONTENT_FOLDER}/`), where).toBe(true);
      }
    }
  });
});

describe('the local backend in files mode', () => {
  let repo = '';
  let port = 0;
  let server: http.Server | undefined;
  const log: string[] = [];
  const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');
  const exists = (file: string) => fs.existsSync(path.join(repo, file));

  beforeAll(async () => {
    repo = scratchRepo('proxy-guard-');
    port = await freePort();
    server = await startEditorBackend({ repoDir: repo, port, editorPort: port - 1, mode: 'fs', logLevel: 'error', log: (line) => log.push(line) });
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    fs.rmSync(repo, { recursive: true, force: true });
  });

  /** A refused request: its status, the Portuguese reason in the answer and in the terminal, the code untouched. */
  async function expectRefused(answer: Promise<Answer>, status: number, words: RegExp): Promise<void> {
    const before = log.length;
    const { status: got, body } = await answer;
    expect(got).toBe(status);
    expect(body.error).toMatch(/^Pedido recusado: /);
    expect(body.error).toMatch(words);
    expect(log.slice(before).join('\n')).toMatch(/^Editor: pedido recusado pelo servidor de arquivos .*Nada foi lido nem gravado\.$/);
    expect(read(CONFIG_FILE)).toBe(CONFIG_TEXT);
  }

  it('refuses a request addressed to another host (DNS rebinding), whatever it asks', async () => {
    await expectRefused(send(port, persist([dataFile(CONFIG_FILE, 'pwned')]), { Host: `attacker.example:${port}`, Origin: `http://attacker.example:${port}` }), 421, /attacker\.example/);
    await expectRefused(send(port, { action: 'info' }, { Host: `attacker.example:${port}` }), 421, /só atende 127\.0\.0\.1:\d+/);
    await expectRefused(send(port, { action: 'info' }, { Host: '127.0.0.1:1' }), 421, /127\.0\.0\.1:1"/);
    // The editor never uses "localhost" (its page is on 127.0.0.1): refused too.
    await expectRefused(send(port, { action: 'info' }, { Host: `localhost:${port}` }), 421, /localhost/);
    // No Host at all: Node's server answers 400 before the guard sees it.
    expect((await send(port, { action: 'info' }, { Host: undefined })).status).toBe(400);
  });

  it('refuses a request from any page but the editor\'s, and one with no page at all', async () => {
    await expectRefused(send(port, persist([dataFile('content/x.yml')]), { Origin: 'http://attacker.example' }), 403, /attacker\.example/);
    await expectRefused(send(port, { action: 'info' }, { Origin: `http://localhost:${port - 1}` }), 403, /só o editor/);
    await expectRefused(send(port, { action: 'info' }, { Origin: 'null' }), 403, /só o editor/);
    await expectRefused(send(port, { action: 'info' }, { Origin: undefined }), 403, /nenhuma/);
    await expectRefused(send(port, '', { 'Access-Control-Request-Method': 'POST', Origin: 'http://attacker.example' }, 'OPTIONS'), 403, /attacker/);
    expect(exists('content/x.yml')).toBe(false);
  });

  it('answers the editor\'s own page, preflight included', async () => {
    const preflight = await send(port, '', { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(`http://127.0.0.1:${port - 1}`);
    expect((await send(port, { action: 'info' })).body).toMatchObject({ type: 'local_fs' });
  });

  it('refuses other addresses and methods', async () => {
    await expectRefused(send(port, '', {}, 'GET'), 405, /GET/);
    await expectRefused(send(port, { action: 'info' }, {}, 'POST', '/api/v2'), 404, /api\/v2/);
  });

  it.each([
    ['a file of the code', persist([dataFile(CONFIG_FILE, 'pwned')]), /"vite\.config\.ts" fica fora de content\//],
    ['a path that climbs out', persist([dataFile('../fora.mdx')]), /sobe de pasta/],
    ['a path that climbs out of content/', persist([dataFile(`content/../${CONFIG_FILE}`, 'pwned')]), /sobe de pasta/],
    ['an absolute path', persist([dataFile(path.join(os.tmpdir(), 'fora.mdx'))]), /absoluto/],
    ['a %-escaped climb', persist([dataFile(`content/%2e%2e/${CONFIG_FILE}`, 'pwned')]), /codificados/],
    ['a backslash climb', persist([dataFile(`content\\..\\${CONFIG_FILE}`, 'pwned')]), /barra invertida/],
    ['a second data file outside content/', persist([dataFile('content/noticias/nova.mdx'), dataFile(CONFIG_FILE, 'pwned')]), /vite\.config\.ts/],
    ['a rename out of content/', persist([dataFile('content/noticias/nova.mdx', 'x', { newPath: CONFIG_FILE })]), /vite\.config\.ts/],
    ['the older single-entry form', { ...persist([]), params: { ...persist([]).params, dataFiles: undefined, entry: dataFile(CONFIG_FILE, 'pwned') } }, /vite\.config\.ts/],
    ['a media file outside the media folder', persist([dataFile('content/noticias/nova.mdx')], [asset('public/x.js')]), /"public\/x\.js" fica fora de public\/documentos\//],
    ['a media file in content/', persist([dataFile('content/noticias/nova.mdx')], [asset('content/x.pdf')]), /fora de public\/documentos\//],
    ['an upload outside the media folder', { action: 'persistMedia', params: { branch: 'main', asset: asset('index.html'), options: { commitMessage: 'x' } } }, /index\.html/],
    ['an entry in the media folder', persist([dataFile(`${MEDIA}/x.mdx`)]), /fora de content\//],
    ['a delete outside', { action: 'deleteFile', params: { branch: 'main', path: CONFIG_FILE, options: { commitMessage: 'x' } } }, /vite\.config\.ts/],
    ['a delete of several, one outside', { action: 'deleteFiles', params: { branch: 'main', paths: ['content/noticias/x.mdx', CONFIG_FILE], options: { commitMessage: 'x' } } }, /vite\.config\.ts/],
    ['a read outside', { action: 'getEntry', params: { branch: 'main', path: 'package.json' } }, /package\.json/],
    ['reads of several, one outside', { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: 'content/office.yml' }, { path: '.env' }] } }, /\.env/],
    ['a listing of the whole repository', { action: 'entriesByFolder', params: { branch: 'main', folder: '.', extension: 'ts', depth: 3 } }, /fora de content\//],
    ['a media listing elsewhere', { action: 'getMedia', params: { branch: 'main', mediaFolder: 'src' } }, /"src"/],
    ['a media read elsewhere', { action: 'getMediaFile', params: { branch: 'main', path: CONFIG_FILE } }, /vite\.config\.ts/],
    ['an unknown action', { action: 'runCommand', params: { branch: 'main' } }, /a ação "runCommand" não é uma das do editor/],
    ['no action', { params: {} }, /a ação undefined/],
    ['another branch', { action: 'getEntry', params: { branch: 'outro', path: 'content/office.yml' } }, /ramo "outro"/],
  ])('refuses %s, and the file is untouched', async (_what, body, words) => {
    await expectRefused(send(port, body), 403, words);
    expect(exists('content/noticias/nova.mdx')).toBe(false);
    expect(exists('public/x.js') || exists('content/x.pdf') || exists(`${MEDIA}/x.mdx`)).toBe(false);
  });

  it('refuses a path that leaves content/ through a symbolic link', async () => {
    fs.symlinkSync(repo, path.join(repo, 'content/atalho'));
    try {
      await expectRefused(send(port, persist([dataFile(`content/atalho/${CONFIG_FILE}`, 'pwned')])), 403, /atalho \(link simbólico\)/);
      await expectRefused(send(port, { action: 'getEntry', params: { branch: 'main', path: 'content/atalho/package.json' } }), 403, /link simbólico/);
    } finally {
      fs.unlinkSync(path.join(repo, 'content/atalho'));
    }
  });

  it('refuses a body that is not JSON with a JSON answer', async () => {
    const { status, body } = await send(port, '{"action":');
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Pedido recusado: o pedido não pôde ser lido/);
  });

  it('a save replaces each file whole: read while it is written, the file holds its old text or its new, never an empty or cut one', async () => {
    const file = 'content/office.yml';
    const old = read(file);
    // Big enough to take many writes (decap-server's own save empties the file and writes it in pieces).
    const saved = `${old}${'# linha de comentário para um arquivo grande\n'.repeat(200_000)}`;
    const sizes = [Buffer.byteLength(old), Buffer.byteLength(saved)];
    // Another thread reads the file over and over, while this one's event loop serves the save.
    const reader = new Worker(`
      const fs = require('node:fs');
      const { parentPort, workerData: { target, last } } = require('node:worker_threads');
      parentPort.postMessage('pronto');
      const seen = new Set();
      for (const end = Date.now() + 20000; Date.now() < end;) {
        let size = -1;
        try { size = fs.readFileSync(target).length; } catch {}
        seen.add(size);
        if (size === last) break;
      }
      parentPort.postMessage([...seen]);
    `, { eval: true, workerData: { target: path.join(repo, file), last: sizes[1] } });
    const seen = new Promise<number[]>((resolve) => reader.on('message', (m) => m !== 'pronto' && resolve(m)));
    await new Promise((ready) => reader.once('message', ready));
    try {
      const answer = await send(port, persist([dataFile(file, saved)]));
      expect(answer).toMatchObject({ status: 200, body: { message: 'entry persisted' } });
      // The editor's page, on its own port, may read the answer.
      expect(answer.headers['access-control-allow-origin']).toBe(`http://127.0.0.1:${port - 1}`);
      expect((await seen).sort((a, b) => a - b)).toEqual(sizes);
      expect(read(file)).toBe(saved);
    } finally {
      await reader.terminate();
      fs.writeFileSync(path.join(repo, file), old);
    }
  });

  it('a save that cannot be written answers why in Portuguese, and the file in the way is left as it was', async () => {
    const office = read('content/office.yml');
    const before = log.length;
    // A folder named like a file that exists: the new page has nowhere to go.
    const { status, body } = await send(port, persist([dataFile('content/office.yml/nova.mdx')]));
    expect(status).toBe(500);
    expect(body.error).toMatch(/^Não foi possível gravar: .*tente salvar de novo\.$/);
    expect(log.slice(before).join('\n')).toMatch(/^Editor: não foi possível gravar/);
    expect(read('content/office.yml')).toBe(office);
    // A save with no file named is decap-server's to answer: nothing is written anywhere.
    const nameless = await send(port, { action: 'persistEntry', params: { branch: 'main', assets: [], options: { commitMessage: 'x' } } });
    expect(nameless.status).not.toBe(200);
    expect(exists('undefined')).toBe(false);
  });

  it('saves, reads, lists and deletes inside content/ and the media folder', async () => {
    const office = read('content/office.yml');
    const changed = office.replace(/fecha: "16:00"/, 'fecha: "17:00"');
    expect(changed).not.toBe(office);
    expect(await send(port, persist([dataFile('content/office.yml', changed)]))).toMatchObject({ status: 200, body: { message: 'entry persisted' } });
    expect(read('content/office.yml')).toBe(changed);

    const entry = await send(port, { action: 'getEntry', params: { branch: 'main', path: 'content/office.yml' } });
    expect(entry.body.data).toBe(changed);
    const news = await send(port, { action: 'entriesByFolder', params: { branch: 'main', folder: 'content/noticias', extension: 'mdx', depth: 1 } });
    expect((news.body as unknown as unknown[]).length).toBeGreaterThan(0);

    const upload = await send(port, { action: 'persistMedia', params: { branch: 'main', asset: asset(`${MEDIA}/novo.pdf`), options: { commitMessage: 'x' } } });
    expect(upload.status).toBe(200);
    expect(read(`${MEDIA}/novo.pdf`)).toBe('%PDF-1.4');
    expect((await send(port, { action: 'getMedia', params: { branch: 'main', mediaFolder: MEDIA } })).status).toBe(200);
    expect((await send(port, { action: 'deleteFile', params: { branch: 'main', path: `${MEDIA}/novo.pdf`, options: { commitMessage: 'x' } } })).status).toBe(200);
    expect(exists(`${MEDIA}/novo.pdf`)).toBe(false);
  });

  it('takes uploads that are PDFs or PNG, JPEG or WebP pictures by their bytes, and refuses anything else in Portuguese', async () => {
    const upload = (file: string, bytes: Buffer | string) => send(port, {
      action: 'persistMedia', params: { branch: 'main', asset: { path: `${MEDIA}/${file}`, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' }, options: { commitMessage: 'x' } },
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    for (const [file, bytes] of [['foto.png', png], ['foto.JPG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])], ['foto.webp', webp], ['edital.pdf', '%PDF-1.7\n']] as const) {
      expect((await upload(file, bytes)).status, file).toBe(200);
      expect(exists(`${MEDIA}/${file}`), file).toBe(true);
    }
    const refused: [string, Buffer | string, RegExp][] = [
      ['pagina.html', '<!doctype html><script src="x.js"></script>', /"pagina\.html" não é aceito: só são aceitos documentos PDF e imagens PNG, JPEG ou WebP/],
      ['x.js', 'localStorage.getItem("decap-cms-user")', /"x\.js" não é aceito/],
      ['selo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', /"selo\.svg" não é aceito/],
      ['disfarce.pdf', '<!doctype html><script>alert(1)</script>', /tem o nome de um PDF, mas o conteúdo não é/],
      ['foto.png', '%PDF-1.4', /conteúdo é de um PDF.*Renomeie o arquivo para \.pdf/],
      ['sem-extensao', png, /não é aceito/],
    ];
    for (const [file, bytes, message] of refused) {
      const answer = await upload(file, bytes);
      expect(answer.status, file).toBe(403);
      expect(answer.body.error, file).toMatch(message);
      if (file !== 'foto.png') expect(exists(`${MEDIA}/${file}`), file).toBe(false);
    }
    // An upload saved with an entry is checked the same way.
    const withEntry = await send(port, persist([dataFile('content/noticias/nova.mdx')], [{ path: `${MEDIA}/a.html`, content: Buffer.from('<script>').toString('base64'), encoding: 'base64' }]));
    expect(withEntry.status).toBe(403);
    expect(withEntry.body.error).toMatch(/"a\.html" não é aceito/);
    expect(exists('content/noticias/nova.mdx')).toBe(false);
  });
});

describe('the local backend in git mode (editorial workflow)', () => {
  let repo = '';
  let port = 0;
  let server: http.Server | undefined;
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();
  const workflow = (collectionName: string, slug: string, file = 'content/office.yml', status = 'draft') =>
    persist([{ ...dataFile(file, 'x: 1\n'), slug }], [], { useWorkflow: true, collectionName, status });

  beforeAll(async () => {
    repo = scratchRepo('proxy-guard-git-');
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('-c', 'user.email=teste@exemplo.invalid', '-c', 'user.name=Teste', 'commit', '-qm', 'início');
    git('config', 'user.email', 'teste@exemplo.invalid');
    git('config', 'user.name', 'Teste');
    port = await freePort();
    server = await startEditorBackend({ repoDir: repo, port, editorPort: port - 1, mode: 'git', logLevel: 'error', log: () => undefined });
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    fs.rmSync(repo, { recursive: true, force: true });
  });

  it.each([
    ['a draft of an unknown collection', workflow('outra', 'cartorio'), /coleção "outra"/],
    ['a draft whose name climbs', workflow('dados', '../../main'), /não é um nome simples/],
    ['a draft whose name is an option', workflow('dados', '-x'), /não é um nome simples/],
    ['a draft with an unknown status', workflow('dados', 'cartorio', 'content/office.yml', 'publicado'), /estado "publicado"/],
    ['a draft of a file outside content/', workflow('dados', 'cartorio', CONFIG_FILE), /vite\.config\.ts/],
    ['a draft read outside content/', { action: 'unpublishedEntryDataFile', params: { branch: 'main', collection: 'dados', slug: 'cartorio', id: 'dados/cartorio', path: CONFIG_FILE } }, /vite\.config\.ts/],
    ['a draft media read outside the media folder', { action: 'unpublishedEntryMediaFile', params: { branch: 'main', collection: 'dados', slug: 'cartorio', id: 'x', path: 'package.json' } }, /package\.json/],
    ['a draft found by an id outside the collections', { action: 'unpublishedEntry', params: { branch: 'main', id: 'x/../../y' } }, /coleção "x"/],
    ['a status change to an unknown status', { action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'dados', slug: 'cartorio', newStatus: 'x' } }, /estado "x"/],
    ['a label prefix that is not a plain name', { action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'dados', slug: 'cartorio', newStatus: 'draft', cmsLabelPrefix: 'a b' } }, /prefixo/],
    ['publishing into another branch', { action: 'publishUnpublishedEntry', params: { branch: 'outro', collection: 'dados', slug: 'cartorio' } }, /ramo "outro"/],
    ['deleting a draft of an unknown collection', { action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'x', slug: 'y' } }, /coleção "x"/],
  ])('refuses %s', async (_what, body, words) => {
    const { status, body: answer } = await send(port, body);
    expect(status).toBe(403);
    expect(answer.error).toMatch(words);
    expect(git('branch', '--list')).toBe('* main');
    expect(git('status', '--porcelain')).toBe('');
  });

  it('keeps a draft on its own branch, changes its status and publishes it', async () => {
    const office = fs.readFileSync(path.join(repo, 'content/office.yml'), 'utf8');
    const changed = office.replace(/fecha: "16:00"/, 'fecha: "17:00"');
    const save = persist([{ ...dataFile('content/office.yml', changed), slug: 'cartorio' }], [], { useWorkflow: true, collectionName: 'dados', status: 'draft' });
    expect((await send(port, save)).status).toBe(200);
    expect(git('branch', '--list', 'cms/*')).toBe('cms/dados/cartorio');
    const draft = await send(port, { action: 'unpublishedEntry', params: { branch: 'main', id: 'dados/cartorio' } });
    expect(draft.body).toMatchObject({ collection: 'dados', slug: 'cartorio', status: 'draft' });
    const status = { action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'dados', slug: 'cartorio', newStatus: 'pending_publish' } };
    expect((await send(port, status)).status).toBe(200);
    expect((await send(port, { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'dados', slug: 'cartorio' } })).status).toBe(200);
    expect(git('show', 'main:content/office.yml')).toContain('fecha: "17:00"');
  });
});
