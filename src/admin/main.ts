/**
 * The staff editor at /admin/: loads Decap CMS and registers the site's formats, previews, widgets and
 * the schema check before each save. No public page loads this.
 */
import { confirmedSamples, frontmatterFormat, savingOver, yamlFormat } from './formats.ts';
import { rememberSave, showErrors } from './errors.ts';
import { LOCALE_PATCHES, patchPhrases, type Phrases } from './locale.ts';
import { showSamples } from './samples.ts';
import { entryCheck } from './validate.ts';
import { numberWidget } from './number-widget.ts';
import { iconWidget } from './icon-widget.ts';
import { ICON_WIDGET } from '../shared/content/icon-names.ts';
import { spriteUrl } from 'virtual:static-assets';
import { NUMBER_WIDGET } from '../shared/text/number-input.ts';
import { formOf, PREVIEW_NAMES, PREVIEW_STYLES, previewHtml } from './preview.tsx';
import { PREVIEW_PANE_CSS, previewFrame, redrawPreviews } from './preview-frame.ts';
import { loadSharedData, sharedData } from './shared-data.ts';
import { watchEntryRoutes } from './entry-routes.ts';
import { requiredLists } from './required-lists.ts';
import { labelledLists } from './item-labels.ts';
import { checkUploads } from './upload-check.ts';
import { clearFieldError, scrollToFirstError, showFieldError } from './scroll-to-error.ts';
import { PROJECT_PATH } from '../shared/content/schema/facts.ts';
import { RICH_TEXT_FORMS } from '../shared/content/form-schemas.ts';
import { EDITOR_COMPONENTS, type EditorComponent } from './editor-components.ts';
import { watchPastes } from './paste-clean.ts';
import { watchOptionalLabels } from './optional-labels.ts';

interface DecapCms {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: never): string }): void;
  init(options?: object): void;
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
  registerEditorComponent(component: EditorComponent): void;
  registerWidget(name: string | { name: string; controlComponent: unknown; previewComponent?: unknown }, control?: unknown, preview?: unknown): void;
  getWidget(name: string): ({ control: unknown; preview?: unknown } & Record<string, unknown>) | undefined;
  registerPreviewTemplate(name: string, component: (props: { entry: Parameters<typeof previewHtml>[0] }) => unknown): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: Entry }) => unknown }): void;
  getLocale(name: string): Phrases | undefined;
  registerLocale(name: string, phrases: Phrases): void;
}

/** Decap's entry: `newRecord` is a form not yet saved. */
interface Entry {
  get(key: 'collection' | 'slug' | 'path' | 'raw'): string;
  get(key: 'newRecord'): boolean | undefined;
  get(key: 'data'): { toJS(): Record<string, unknown>; set(key: string, value: unknown): unknown };
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    h?: (type: string, props: object | null, ...children: unknown[]) => unknown;
    createClass?: (spec: object) => unknown;
  }
}

/** Names used in the generated config (src/node/cms/config.ts). */
const FORMATS = { 'yaml-preservado': ['yml', yamlFormat], 'frontmatter-preservado': ['mdx', frontmatterFormat] } as const;

// Before Decap's own listeners: a bad upload is refused before it is read, and pasted Word or PDF
// text is cleaned before the page's text takes it.
checkUploads();
watchPastes();
// "Copiar caminho" copies a path in the project (public/documentos/x.pdf); staff need the site's
// address (/documentos/x.pdf).
const clipboard = navigator.clipboard;
if (clipboard) {
  const writeText = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text: string) => writeText(text.replace(PROJECT_PATH, '/'));
}

// Vite's English error overlay never covers the editor: the build's report shows in Portuguese.
const pageStyle = document.createElement('style');
pageStyle.textContent = 'vite-error-overlay { display: none !important }';
document.head.append(pageStyle);

window.CMS_MANUAL_INIT = true;
const script = document.createElement('script');
script.src = new URL('decap-cms.js', document.baseURI).href;
const firstData = loadSharedData();
script.addEventListener('load', async () => {
  const cms = window.CMS!;
  const { uses } = await firstData;
  for (const css of [...PREVIEW_STYLES, PREVIEW_PANE_CSS]) cms.registerPreviewStyle(css, { raw: true });
  for (const name of new Set([...PREVIEW_NAMES, ...uses.files])) {
    cms.registerPreviewTemplate(name, ({ entry }) => previewFrame(window.h!, () => previewHtml(entry, sharedData())));
  }
  for (const [name, [extension, format]] of Object.entries(FORMATS)) cms.registerCustomFormat(name, extension, format);
  for (const component of EDITOR_COMPONENTS) cms.registerEditorComponent(component);
  const numbers = numberWidget(window.createClass!, window.h!);
  cms.registerWidget(NUMBER_WIDGET, numbers.control, numbers.preview);
  const icons = iconWidget(window.createClass!, window.h!, spriteUrl);
  cms.registerWidget(ICON_WIDGET, icons.control, icons.preview);
  // An empty required list is marked on the first save attempt; folded items read as what they mean.
  const list = cms.getWidget('list');
  if (list) {
    const { control, preview, ...settings } = list;
    const controlComponent = labelledLists(requiredLists(control as Parameters<typeof requiredLists>[0]) as unknown as Parameters<typeof labelledLists>[0]);
    cms.registerWidget({ ...settings, name: 'list', controlComponent, previewComponent: preview });
  }
  // After a save, saved office data or facts show in every open preview.
  // Published (in the editorial workflow, merged into the files): the file is as the editor wrote it.
  cms.registerEventListener({ name: 'postPublish', handler: ({ entry }) => { rememberSave(entry.get('path')); void showErrors(); } });
  cms.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      rememberSave(entry.get('path'));
      clearFieldError();
      void showSamples();
      void showErrors();
      void loadSharedData().then(redrawPreviews);
    },
  });
  // The build's own schema, before anything is written: Decap shows the error and saves nothing.
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = entry.get('collection');
      const form = formOf(collection, entry.get('slug'));
      const raw = entry.get('newRecord') ? undefined : entry.get('raw');
      const format = entry.get('path')?.endsWith('.mdx') ? frontmatterFormat : yamlFormat;
      // A sample list emptied in the form is a confirmed file: `amostra: false`.
      const data = confirmedSamples(entry.get('data').toJS(), raw === undefined ? undefined : format.fromFile(raw));
      const { facts, platforms, faqIds, site } = sharedData();
      const { message: problems, field } = entryCheck(form, data, facts, platforms, { ids: faqIds, file: entry.get('path'), site });
      if (problems) {
        // Decap prints the error after its own "Não foi possível salvar: ": not said twice, nor "Error: ".
        const shown = problems.replace(/^Não dá para salvar: /, '');
        showFieldError(field, problems);
        const error = new Error(shown);
        error.toString = () => shown;
        throw error;
      }
      savingOver(data, raw, Object.hasOwn(RICH_TEXT_FORMS, collection));
      return data.amostra === false && entry.get('data').toJS().amostra !== false ? entry.get('data').set('amostra', false) : undefined;
    },
  });
  for (const [name, patch] of Object.entries(LOCALE_PATCHES)) {
    const phrases = cms.getLocale(name);
    if (phrases) cms.registerLocale(name, patchPhrases(phrases, patch));
  }
  watchEntryRoutes();
  scrollToFirstError();
  watchOptionalLabels();
  cms.init();
  void showSamples();
  void showErrors();
});
document.head.append(script);
