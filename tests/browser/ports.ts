/**
 * Every port the browser tests listen on, as offsets from TEST_PORT (the production build's server), so
 * that no two servers of one run share a port and a run's ports are known before it starts. Ports that
 * browsers refuse to fetch (the Fetch standard's "bad ports", e.g. 5060 and 6000) would fail a test with
 * no reason given: playwright.config.ts stops the run at once, naming the port, if TEST_PORT leads to one.
 */
const base = Number(process.env.TEST_PORT ?? 4311);

export const PORTS = {
  /** The production build (playwright.config.ts's webServer). */
  site: base,
  /** nginx with deploy/nginx.conf over dist/ (nginx.spec.ts). */
  nginx: base + 100,
  /** The built site behind a server a test can slow down or edit (offline.spec.ts). */
  offlineControlled: base + 200,
  /** `npm run editor` (editor.spec.ts): the editor, its file server next to it, the build of its edits. */
  editor: base + 250,
  editorFileServer: base + 251,
  editorEditsSite: base + 252,
  /** `npm run editor` with CMS_MODE=git (editor.spec.ts), and its file server. */
  editorGit: base + 260,
  editorGitFileServer: base + 261,
  /** `npm run editor` for the confirm-everything journey (editor-publish.spec.ts), and its file server. */
  editorPublish: base + 270,
  editorPublishFileServer: base + 271,
  /** nginx for the service worker's headers (offline.spec.ts). */
  offlineNginx: base + 300,
  /** A site with files put in its media folder by hand, under nginx and the Node server (uploads.spec.ts). */
  uploadsNginx: base + 310,
  uploadsNode: base + 311,
  /** The edited site (confirmed-site.ts), one per file that serves it. */
  confirmedContact: base + 400,
  confirmedOffice: base + 410,
} as const;

/** Ports fetch() and page loads refuse (https://fetch.spec.whatwg.org/#bad-port), at or above 1024. */
const BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** The first port of PORTS a browser would refuse, with its name, or undefined. */
export function refusedPort(): string | undefined {
  const bad = Object.entries(PORTS).find(([, port]) => BAD_PORTS.has(port) || port > 65535);
  return bad && `${bad[0]} = ${bad[1]}`;
}
