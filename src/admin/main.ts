/**
 * The staff editor at /admin/: loads Decap CMS (its prebuilt bundle, React included, served beside this
 * page only), registers the file formats that keep diffs minimal, the previews drawn by the site's own
 * components, the schema check before each save and the panels (sample data, build errors), then starts
 * it with /admin/config.yml, which the build generates from the content schema (src/node/cms/config.ts).
 * No public page loads this.
 */
import { frontmatterFormat, yamlFormat } from './formats.ts';
import { showErrors } from './errors.ts';
import { showSamples } from './samples.ts';
import { entryProblems } from './validate.ts';
import { formOf, PREVIEW_NAMES, PREVIEW_STYLES, previewHtml } from './preview.tsx';
import { PREVIEW_PANE_CSS, previewFrame, redrawPreviews } from './preview-frame.ts';
import { loadSharedData, sharedData } from './shared-data.ts';

interface DecapCms {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: never): string }): void;
  init(options?: object): void;
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: (props: { entry: Parameters<typeof previewHtml>[0] }) => unknown): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: Entry }) => unknown }): void;
  getLocale(name: string): Phrases | undefined;
  registerLocale(name: string, phrases: Phrases): void;
}

/** Decap's interface texts for one language, nested by screen. */
interface Phrases { [key: string]: string | Phrases }

/**
 * Decap's Portuguese "new entry" button reads "＋ Serviço" with a full-width plus (U+FF0B), which a
 * computer without an East Asian font draws as an empty box: the plain "+" says the same everywhere.
 */
function plainPlus(pt: Phrases): Phrases {
  const collection = pt.collection as Phrases;
  const top = collection.collectionTop as Phrases;
  return { ...pt, collection: { ...collection, collectionTop: { ...top, newButton: String(top.newButton).replace('\uFF0B', '+') } } };
}

/** Decap's entry (an Immutable.js map). */
interface Entry { get(key: 'collection' | 'slug'): string; get(key: 'data'): { toJS(): Record<string, unknown> } }

declare global {
  interface Window { CMS_MANUAL_INIT?: boolean; CMS?: DecapCms; h?: (type: string, props: object) => unknown }
}

/** Names used in the generated config (YAML_FORMAT and FRONTMATTER_FORMAT in src/node/cms/config.ts). */
const FORMATS = { 'yaml-preservado': ['yml', yamlFormat], 'frontmatter-preservado': ['mdx', frontmatterFormat] } as const;

window.CMS_MANUAL_INIT = true;
const script = document.createElement('script');
script.src = new URL('decap-cms.js', document.baseURI).href;
const firstData = loadSharedData();
script.addEventListener('load', async () => {
  const cms = window.CMS!;
  // Entries previewed with the site's own components and stylesheets, shared facts filled in, each in a
  // frame where nothing runs (preview-frame.ts). The other forms keep Decap's own preview, styled as the site.
  const { uses } = await firstData;
  for (const css of [...PREVIEW_STYLES, PREVIEW_PANE_CSS]) cms.registerPreviewStyle(css, { raw: true });
  for (const name of new Set([...PREVIEW_NAMES, ...uses.files])) {
    cms.registerPreviewTemplate(name, ({ entry }) => previewFrame(window.h!, () => previewHtml(entry, sharedData())));
  }
  for (const [name, [extension, format]] of Object.entries(FORMATS)) cms.registerCustomFormat(name, extension, format);
  // After a save the list of sample data may be shorter (npm run editor recomputes it from the files), and
  // saved office data or facts show in every open preview.
  cms.registerEventListener({ name: 'postSave', handler: () => { void showSamples(); void showErrors(); void loadSharedData().then(redrawPreviews); } });
  // The build's own schema, before anything is written: Decap shows the error and saves nothing.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = entry.get('collection');
      const form = formOf(collection, entry.get('slug'));
      const data = entry.get('data').toJS();
      const problems = entryProblems(form, data);
      if (problems) {
        // Decap's notice prints the error as text: without the "Error: " prefix.
        const error = new Error(problems);
        error.toString = () => problems;
        throw error;
      }
      return undefined;
    },
  });
  const pt = cms.getLocale('pt');
  if (pt) cms.registerLocale('pt', plainPlus(pt));
  cms.init();
  void showSamples();
  void showErrors();
});
document.head.append(script);
