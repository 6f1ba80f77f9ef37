// Where code runs, enforced (npm test runs `depcruise src`; see tests/unit/architecture.test.ts):
//   src/node/     Node, at build time only: content loading and checks, Vite and MDX plugins, prerender,
//                 search index, offline files. Never reaches the browser.
//   src/render/   React components that write the HTML at build time (they may render an island).
//   src/islands/  everything the browser runs: the page script and the React islands.
//   src/shared/   pure code both sides use: schema and types, strings, text folding, search engine.
//   src/admin/    the staff editor's browser code (/admin/, Decap CMS): bundled only into /admin/, never
//                 into a public page, so it may use devDependencies (e.g. yaml); its previews render
//                 src/render/ components.
//   src/service-worker/  the service worker (/sw.js): src/shared/ and the Workbox runtime only; the
//                 build bundles it by its path (src/node/offline/build-step.ts), nothing imports it.
// The build/browser line is crossed only through src/shared/.
const zone = (name) => `^src/${name}/`;
/** A kind's data files: what src/shared/ may import from src/kinds/. */
const KIND_DATA = '^src/kinds/(names|page-fields|routed-schema|kind|registry|[^/]+/(schema|how-done-schema|pages|index|strings))\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the module so each piece has one job.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-not-into-node',
      severity: 'error',
      comment: 'Browser code (src/islands/) may use src/shared/, never build-time code.',
      from: { path: zone('islands') },
      to: { path: [zone('node'), zone('render')] },
    },
    {
      name: 'admin-not-into-node',
      comment: 'The staff editor runs in the browser: src/shared/, and src/render/ to draw its previews with the site\'s own components; never src/node/.',
      severity: 'error',
      from: { path: zone('admin') },
      to: { path: zone('node') },
    },
    {
      name: 'render-not-into-node',
      severity: 'error',
      comment: 'Components render pages from data (virtual modules, src/shared/), not from the loaders.',
      from: { path: zone('render') },
      to: { path: zone('node') },
    },
    {
      name: 'node-not-into-browser',
      severity: 'error',
      comment: 'Build code reaches the islands only by rendering pages (src/render/).',
      from: { path: zone('node') },
      to: { path: zone('islands') },
    },
    {
      name: 'kinds-not-into-build',
      severity: 'error',
      comment: 'A page kind (src/kinds/) is data and drawing: the build, the browser and the editor ask it, it asks none of them.',
      from: { path: zone('kinds') },
      to: { path: [zone('node'), zone('islands'), zone('admin')] },
    },
    {
      name: 'kind-data-stays-shared',
      severity: 'error',
      comment: "A kind's definition and data (schema, index, registry, page lists) are read by src/shared/, the islands and the editor: they import only shared code and other kind data; only its Layout.tsx draws.",
      from: { path: KIND_DATA },
      to: { path: [zone('render'), '^src/kinds/[^/]+/[A-Z][^/]*\\.tsx$'] },
    },
    {
      name: 'shared-reads-kind-data-only',
      severity: 'error',
      comment: "Shared and browser code may read a kind's definition and data, never its layout (which draws with src/render/).",
      from: { path: [zone('shared'), zone('islands')] },
      to: { path: zone('kinds'), pathNot: KIND_DATA },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment: 'src/shared/ is imported by both sides, so it imports only itself.',
      from: { path: zone('shared') },
      to: { path: [zone('node'), zone('render'), zone('islands')] },
    },
    {
      name: 'admin-stays-apart',
      severity: 'error',
      comment: 'The staff editor (src/admin/) is loaded only by /admin/: no public page or build module imports it.',
      from: { path: '^src/', pathNot: zone('admin') },
      to: { path: zone('admin') },
    },
    {
      name: 'service-worker-stays-apart',
      severity: 'error',
      comment: 'The service worker (src/service-worker/) is a bundle of its own: it imports only itself, src/shared/ and the Workbox runtime (workbox-*).',
      from: { path: zone('service-worker') },
      to: { pathNot: [zone('service-worker'), zone('shared'), '^node_modules/workbox-'] },
    },
    {
      name: 'service-worker-not-imported',
      severity: 'error',
      comment: 'The build bundles src/service-worker/ by its path into /sw.js; no page or build module imports it.',
      from: { path: '^src/', pathNot: zone('service-worker') },
      to: { path: zone('service-worker') },
    },
    {
      name: 'builtins-only-in-node',
      severity: 'error',
      comment: 'Node built-ins (fs, path, child_process) belong in src/node/.',
      from: { path: '^src/', pathNot: zone('node') },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'dev-packages-only-in-node',
      severity: 'error',
      comment: 'What can reach the browser uses only "dependencies"; build tools are devDependencies (the service worker\'s Workbox runtime among them, bundled into /sw.js by the build).',
      from: { path: '^src/', pathNot: [zone('node'), zone('admin'), zone('service-worker')] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'code-lives-in-a-zone',
      severity: 'error',
      comment: 'Every module lives in src/node, src/render, src/islands, src/shared, src/kinds, src/admin or src/service-worker (CSS in src/styles).',
      from: { path: '^src/', pathNot: ['^src/(node|render|islands|shared|kinds|admin|service-worker|styles)/'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests sit beside the code they test but run in Node or Playwright, not in the site.
    exclude: { path: ['^virtual:', '\\.(test|spec)\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    skipAnalysisNotInRules: false,
  },
};
