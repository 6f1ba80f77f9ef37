/**
 * Under `npm run editor`, when a content file breaks the build, the editor says so at the top, with the
 * build's own report (file, line, what is wrong, how to fix it), read from erros.json (the dev server
 * loads the content as the build does), and whether the file was edited outside the editor or saved by
 * it (which its checks before a save should make impossible: say so, rather than blame a hand edit): a
 * file this tab saved, unchanged on disk since (its time in erros.json), is the editor's.
 * The published editor has no such file: a site with a broken file is not built. DOM calls only: no
 * HTML from data.
 */
import type { ContentError } from '../shared/content/site-content.ts';

const PANEL_ID = 'erros';
/**
 * The files this editor saved in this tab (Decap's entry paths, e.g. content/noticias/x.mdx) and when,
 * kept across a reload of the page, so the banner does not blame an edit "fora do editor" for the
 * editor's own save, nor the editor for a hand edit made after it.
 */
const SAVED_KEY = 'editor-arquivos-salvos';
const savedHere = new Map<string, number>((() => {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SAVED_KEY) ?? '{}');
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? Object.entries(saved as Record<string, number>) : [];
  } catch {
    return [];
  }
})());

/** The file on disk may be written a moment before the editor hears that its save (or publishing) is done. */
const SAVE_WRITE_MS = 3000;

/** Remembers a file the editor saved (or published), so a build error on it is not said to come from outside. */
export const rememberSave = (file: string | undefined) => {
  if (!file) return;
  savedHere.set(file, Date.now());
  try {
    sessionStorage.setItem(SAVED_KEY, JSON.stringify(Object.fromEntries(savedHere)));
  } catch {
    /* storage refused: remembered until the page is reloaded */
  }
};

/** Whether the error's file is as this editor last wrote it: saved here, and not changed on disk since. */
const savedByEditor = (error: ShownError) => {
  const saved = savedHere.get(error.file);
  return saved !== undefined && (error.changedAt === undefined || error.changedAt <= saved + SAVE_WRITE_MS);
};

const heading = (count: number, fromEditor: boolean) => (fromEditor
  ? `O site não pode ser gerado: ${count} erro(s) em arquivo(s) salvo(s) por este editor, que a geração do site recusa. Corrija e salve de novo; se o erro continuar, avise quem cuida do site:`
  : `O site não pode ser gerado: ${count} erro(s) em arquivo(s) editado(s) fora do editor. Corrija antes de publicar:`);

/** An error of the build's report, with the form that edits its file (erros.json, src/node/cms/admin-plugin.ts). */
type ShownError = ContentError & { form?: { title: string; href: string }; changedAt?: number };

/**
 * One error in the form's words: the form that edits the file, linked, then what is wrong and how to fix
 * it. The file and its line are for a file edited by hand, where they are what its author reads.
 */
function item(error: ShownError, fromEditor: boolean): HTMLLIElement {
  const li = document.createElement('li');
  if (error.form) {
    const link = document.createElement('a');
    link.href = error.form.href;
    link.textContent = error.form.title;
    li.append(link);
  }
  const where = !error.form || !fromEditor ? `${error.form ? ' (' : ''}${error.file}${error.line ? `, linha ${error.line}` : ''}${error.form ? ')' : ''}` : '';
  li.append(`${where}: ${error.message}${error.fix ? ` Como corrigir: ${error.fix}` : ''}`);
  return li;
}

function render(errors: ShownError[]): HTMLElement {
  const panel = document.createElement('section');
  panel.id = PANEL_ID;
  panel.setAttribute('role', 'alert');
  // Bottom right: the editor's toolbar (Salvar, Publicar) stays free.
  panel.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:1001;max-width:520px;max-height:50vh;overflow:auto;'
    + 'background:#fdecea;border:2px solid #b3261e;border-radius:6px;padding:8px 12px;font:14px/1.4 system-ui,sans-serif';
  for (const fromEditor of [true, false]) {
    const group = errors.filter((e) => savedByEditor(e) === fromEditor);
    if (!group.length) continue;
    const title = document.createElement('strong');
    title.textContent = heading(group.length, fromEditor);
    const list = document.createElement('ul');
    list.style.cssText = 'margin:6px 0 0;padding-left:18px';
    for (const error of group) list.append(item(error, fromEditor));
    panel.append(title, list);
  }
  return panel;
}

/** Shows the build's errors, or removes the panel once there are none. */
export async function showErrors(): Promise<void> {
  const response = await fetch(new URL('erros.json', document.baseURI), { cache: 'no-store' }).catch(() => undefined);
  const errors = response?.ok ? (await response.json()) as ShownError[] : [];
  const old = document.getElementById(PANEL_ID);
  if (!errors.length) { old?.remove(); return; }
  if (old) old.replaceWith(render(errors));
  else document.body.append(render(errors));
}
