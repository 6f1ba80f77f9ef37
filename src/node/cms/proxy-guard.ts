/**
 * The staff editor's local backend: decap-server's middlewares in this process behind a strict guard.
 * decap-server answers any Host (DNS rebinding) and writes anywhere, so the guard sees every request
 * first (a separate decap-server would leave its port unguarded). Accepted: POST (and its preflight) to
 * /api/v1 with the exact Host and the editor's Origin; known actions; paths plainly inside content/ or
 * the media folder; uploads whose bytes are allowed media; plain names (in git mode they become branches
 * and config keys).
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { contentFiles } from '../content/files.ts';
import { MEDIA_SIGNATURE_BYTES, mediaProblem } from '../../shared/media.ts';
import { cmsConfig } from './config.ts';
import { writeWhole, type WholeFile } from './whole-saves.ts';

/** tests/unit/cms-proxy-guard.test.ts checks the configuration agrees. */
export const CONTENT_FOLDER = 'content';

export interface GuardRules {
  repoDir: string;
  host: string;
  editorOrigin: string;
  /** Relative to repoDir. */
  mediaFolder: string;
  branch: string;
  collections: string[];
}

export function rulesFor(repoDir: string, host: string, editorOrigin: string): GuardRules {
  const config = cmsConfig(contentFiles(repoDir));
  return {
    repoDir, host, editorOrigin,
    mediaFolder: config.media_folder,
    branch: String(config.backend.branch),
    collections: config.collections.map((c) => c.name),
  };
}

type Area = 'content' | 'media';
interface PathField { value: unknown; areas: Area[]; folder?: boolean }
type Params = Record<string, unknown>;

const STATUSES = ['draft', 'pending_review', 'pending_publish'];
const SLUG = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
const LABEL_PREFIX = /^[A-Za-z0-9_-]+\/$/;

const list = (value: unknown): Params[] => (Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? v : {}) as Params) : []);
const obj = (value: unknown): Params => (value && typeof value === 'object' && !Array.isArray(value) ? value as Params : {});

const entryFiles = (params: Params): Params[] => [...list(params.dataFiles), ...(params.entry === undefined ? [] : [obj(params.entry)])];

function dataFilePaths(params: Params): PathField[] {
  return entryFiles(params).flatMap((f) => [
    { value: f.path, areas: ['content'] },
    ...(f.newPath === undefined ? [] : [{ value: f.newPath, areas: ['content'] } as PathField]),
  ]);
}

/** Every action of decap-server's API and the paths it carries; any other is refused. */
const ACTIONS: Record<string, (p: Params) => PathField[]> = {
  info: () => [],
  entriesByFolder: (p) => [{ value: p.folder, areas: ['content'], folder: true }],
  entriesByFiles: (p) => (Array.isArray(p.files) ? list(p.files).map((f) => ({ value: f.path, areas: ['content'] as Area[] })) : [{ value: undefined, areas: ['content'] }]),
  getEntry: (p) => [{ value: p.path, areas: ['content'] }],
  unpublishedEntries: () => [],
  unpublishedEntry: () => [],
  unpublishedEntryDataFile: (p) => [{ value: p.path, areas: ['content'] }],
  unpublishedEntryMediaFile: (p) => [{ value: p.path, areas: ['media'] }],
  deleteUnpublishedEntry: () => [],
  persistEntry: (p) => [...dataFilePaths(p), ...list(p.assets).map((a) => ({ value: a.path, areas: ['media'] as Area[] }))],
  updateUnpublishedEntryStatus: () => [],
  publishUnpublishedEntry: () => [],
  getMedia: (p) => [{ value: p.mediaFolder, areas: ['media'], folder: true }],
  getMediaFile: (p) => [{ value: p.path, areas: ['media'] }],
  persistMedia: (p) => [{ value: obj(p.asset).path, areas: ['media'] }],
  deleteFile: (p) => [{ value: p.path, areas: ['content', 'media'] }],
  deleteFiles: (p) => (Array.isArray(p.paths) && p.paths.length ? p.paths.map((value) => ({ value, areas: ['content', 'media'] as Area[] })) : [{ value: undefined, areas: ['content', 'media'] }]),
  getDeployPreview: () => [],
};

/**
 * The files a persistEntry writes whole (whole-saves.ts). Undefined for other requests, for a rename
 * (decap-server moves the entry's folder too) and for a shape decap-server would reject itself.
 */
export function wholeSaveFiles(body: unknown): WholeFile[] | undefined {
  const { action, params } = obj(body);
  const p = obj(params);
  const dataFiles = entryFiles(p);
  const assets = list(p.assets);
  const plain = action === 'persistEntry' && (p.dataFiles === undefined) !== (p.entry === undefined) && dataFiles.length > 0
    && dataFiles.every((f) => typeof f.path === 'string' && typeof f.raw === 'string' && f.newPath === undefined)
    && assets.every((a) => typeof a.path === 'string' && typeof a.content === 'string');
  if (!plain) return undefined;
  return [
    ...dataFiles.map((f) => ({ path: f.path as string, data: f.raw as string })),
    ...assets.map((a) => ({ path: a.path as string, data: Buffer.from(a.content as string, a.encoding as BufferEncoding) })),
  ];
}

/** The path as decap-server will use it (repository-relative, slashes only), or why it is refused. */
export function plainPath(value: unknown): { path: string } | { refused: string } {
  if (typeof value !== 'string' || value === '') return { refused: 'falta o caminho do arquivo' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return { refused: 'o caminho tem caracteres de controle ou barra invertida' };
  if (/%[0-9a-f]{2}/i.test(value)) return { refused: 'o caminho tem caracteres codificados (%..)' };
  if (value.startsWith('/') || value.startsWith('~') || /^[a-z]:/i.test(value)) return { refused: 'o caminho é absoluto' };
  const parts = value.split('/');
  if (parts.includes('..')) return { refused: 'o caminho sobe de pasta (..)' };
  return { path: parts.filter((p) => p !== '' && p !== '.').join('/') };
}

function realLocation(file: string): string {
  const missing: string[] = [];
  let existing = file;
  for (;;) {
    try {
      return path.join(fs.realpathSync(existing), ...missing);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return file;
      missing.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);

function pathRefusal(field: PathField, rules: GuardRules): string | undefined {
  const where = field.areas.map((a) => `${a === 'content' ? CONTENT_FOLDER : rules.mediaFolder}/`).join(' ou ');
  const plain = plainPath(field.value);
  const shown = JSON.stringify(typeof field.value === 'string' ? field.value : String(field.value));
  if ('refused' in plain) return `${shown}: ${plain.refused}; o editor só lê e grava em ${where}`;
  const area = field.areas
    .map((a) => (a === 'content' ? CONTENT_FOLDER : rules.mediaFolder))
    .find((root) => plain.path.startsWith(`${root}/`) || (field.folder && plain.path === root));
  if (!area) return `${shown} fica fora de ${where}, onde o editor lê e grava`;
  if (!inside(realLocation(path.join(rules.repoDir, plain.path)), realLocation(path.join(rules.repoDir, area)))) {
    return `${shown} leva, por um atalho (link simbólico), para fora de ${where}`;
  }
  return undefined;
}

const DRAFT_ACTIONS = [
  'unpublishedEntryDataFile', 'unpublishedEntryMediaFile', 'deleteUnpublishedEntry', 'updateUnpublishedEntryStatus',
  'publishUnpublishedEntry', 'getDeployPreview',
];

/** The [collection, slug] pairs a request names: in git mode they become branches and settings. */
function draftKeys(action: string, params: Params): [unknown, unknown][] {
  if (action === 'unpublishedEntry' && typeof params.id === 'string') {
    // decap-server reads an id as <collection>/<slug>, split at its first slash.
    const slash = params.id.indexOf('/');
    return [[params.id.slice(0, slash), params.id.slice(slash + 1)]];
  }
  if (action === 'unpublishedEntry' || DRAFT_ACTIONS.includes(action)) return [[params.collection, params.slug]];
  const options = obj(params.options);
  if (action === 'persistEntry' && options.useWorkflow === true) {
    return [...list(params.dataFiles), ...(params.entry === undefined ? [] : [obj(params.entry)])].map((f) => [options.collectionName, f.slug]);
  }
  return [];
}

function nameRefusal(action: string, params: Params, rules: GuardRules): string | undefined {
  if (action === 'info') return undefined;
  if (params.branch !== rules.branch) return `o ramo ${JSON.stringify(params.branch)} não é o do editor (${rules.branch})`;
  for (const [collection, slug] of draftKeys(action, params)) {
    if (typeof collection !== 'string' || !rules.collections.includes(collection)) return `a coleção ${JSON.stringify(collection)} não existe no editor`;
    if (typeof slug !== 'string' || !SLUG.test(slug) || slug.includes('..')) return `o nome de entrada ${JSON.stringify(slug)} não é um nome simples`;
  }
  const options = obj(params.options);
  const status = action === 'persistEntry' && options.useWorkflow === true ? options.status : params.newStatus;
  if (action === 'updateUnpublishedEntryStatus' || status !== undefined) {
    if (!STATUSES.includes(String(status))) return `o estado ${JSON.stringify(status)} não existe`;
  }
  const prefix = params.cmsLabelPrefix;
  if (prefix !== undefined && prefix !== '' && (typeof prefix !== 'string' || !LABEL_PREFIX.test(prefix))) {
    return `o prefixo de rótulo ${JSON.stringify(prefix)} não é um nome simples`;
  }
  return undefined;
}

function uploads(action: string, params: Params): Params[] {
  if (action === 'persistMedia') return [obj(params.asset)];
  return action === 'persistEntry' ? list(params.assets) : [];
}

function uploadRefusal(action: string, params: Params): string | undefined {
  for (const upload of uploads(action, params)) {
    if (typeof upload.content !== 'string' || !Buffer.isEncoding(String(upload.encoding))) return 'o arquivo enviado veio sem conteúdo legível';
    const problem = mediaProblem(String(upload.path), Buffer.from(upload.content, upload.encoding as BufferEncoding).subarray(0, MEDIA_SIGNATURE_BYTES));
    if (problem) return `${problem.message} ${problem.fix}`;
  }
  return undefined;
}

export function bodyRefusal(body: unknown, rules: GuardRules): string | undefined {
  const { action, params } = obj(body);
  if (typeof action !== 'string' || !Object.hasOwn(ACTIONS, action)) return `a ação ${JSON.stringify(action)} não é uma das do editor`;
  const p = obj(params);
  for (const field of ACTIONS[action](p)) {
    const refused = pathRefusal(field, rules);
    if (refused) return `${action}: ${refused}`;
  }
  const refused = nameRefusal(action, p, rules) ?? uploadRefusal(action, p);
  return refused && `${action}: ${refused}`;
}

export function headerRefusal(req: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>, rules: GuardRules): { status: number; reason: string } | undefined {
  const host = req.headers.host;
  if (host?.toLowerCase() !== rules.host) {
    return { status: 421, reason: `veio endereçado a ${JSON.stringify(host ?? '')}, e este servidor só atende ${rules.host} (um site aberto no navegador pode tentar alcançá-lo assim)` };
  }
  if ((req.url ?? '').split('?')[0] !== '/api/v1') return { status: 404, reason: `o endereço ${JSON.stringify(req.url)} não existe (só /api/v1)` };
  if (req.method !== 'POST' && req.method !== 'OPTIONS') return { status: 405, reason: `o método ${req.method} não é aceito (só POST)` };
  const origin = req.headers.origin;
  if (origin !== rules.editorOrigin) {
    return { status: 403, reason: `veio da página ${JSON.stringify(origin ?? '(nenhuma)')}, e só o editor (${rules.editorOrigin}/admin/) pode ler ou gravar arquivos` };
  }
  return undefined;
}

// decap-server's own express, typed as far as used here.
type Next = (err?: unknown) => void;
type Handler = (req: http.IncomingMessage & { body?: unknown }, res: http.ServerResponse, next: Next) => void;
interface ExpressApp extends http.RequestListener {
  use(handler: Handler): void;
  use(handler: (err: unknown, req: http.IncomingMessage, res: http.ServerResponse, next: Next) => void): void;
  disable(setting: string): void;
}
interface Express { (): ExpressApp; json(options: { limit: string }): Handler }
interface DecapMiddlewares {
  registerLocalFs(app: ExpressApp, options: { logLevel?: string }): Promise<void>;
  registerLocalGit(app: ExpressApp, options: { logLevel?: string }): Promise<void>;
}

export interface BackendOptions {
  repoDir: string;
  port: number;
  editorPort: number;
  mode: 'fs' | 'git';
  logLevel?: string;
  log?: (line: string) => void;
}

const LOOPBACK = '127.0.0.1';

export async function startEditorBackend(options: BackendOptions): Promise<http.Server> {
  const { repoDir, port, editorPort, mode, logLevel = 'warn', log = (line) => console.error(line) } = options;
  const rules = rulesFor(repoDir, `${LOOPBACK}:${port}`, `http://${LOOPBACK}:${editorPort}`);
  const require = createRequire(import.meta.url);
  const decapEntry = require.resolve('decap-server/dist/middlewares');
  const express = createRequire(decapEntry)('express') as Express;
  const decap = require(decapEntry) as DecapMiddlewares;

  // The editor is another origin: it reads an answer only with this header.
  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': rules.editorOrigin, Vary: 'Origin' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, status: number, reason: string) => {
    log(`Editor: pedido recusado pelo servidor de arquivos (porta ${port}): ${reason}. Nada foi lido nem gravado.`);
    answer(res, status, { error: `Pedido recusado: ${reason}.` });
  };

  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const refused = headerRefusal(req, rules);
    if (refused) refuse(res, refused.status, refused.reason);
    else next();
  });
  // Parsed here so the guard reads what decap-server will (its own parser then leaves the body).
  app.use(express.json({ limit: '50mb' }));
  app.use((req, res, next) => {
    if (req.method !== 'POST') return next();
    const refused = bodyRefusal(req.body, rules);
    if (refused) refuse(res, 403, refused);
    else next();
  });
  // Files mode: saves are written whole (whole-saves.ts); the rest goes to decap-server.
  if (mode === 'fs') {
    app.use((req, res, next) => {
      const files = req.method === 'POST' ? wholeSaveFiles(req.body) : undefined;
      if (!files) return next();
      writeWhole(repoDir, files).then(
        () => answer(res, 200, { message: 'entry persisted' }),
        (err: unknown) => {
          const reason = err instanceof Error ? err.message : String(err);
          log(`Editor: não foi possível gravar (${reason}). Um arquivo que não foi gravado ficou como estava.`);
          answer(res, 500, { error: `Não foi possível gravar: ${reason}. Um arquivo que não foi gravado ficou como estava; tente salvar de novo.` });
        },
      );
    });
  }
  // decap-server reads its repository from the environment as it registers (before its first await).
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repoDir;
  const registered = (mode === 'git' ? decap.registerLocalGit : decap.registerLocalFs)(app, { logLevel });
  if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = before;
  await registered;
  // A JSON answer instead of express's HTML page with a stack trace.
  app.use((err: unknown, _req: http.IncomingMessage, res: http.ServerResponse, _next: Next) => {
    const status = (err as { status?: number }).status ?? 500;
    refuse(res, status, `o pedido não pôde ser lido (${err instanceof Error ? err.message : String(err)})`);
  });

  const server = http.createServer(app);
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, LOOPBACK, () => listening());
  });
  return server;
}
