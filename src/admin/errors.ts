/**
 * Under `npm run editor`, when a content file breaks the build, the editor shows the build's own report
 * and says whether the file was edited by hand or saved by the editor. DOM calls only: no HTML from data.
 */
import type { ContentError } from '../shared/content/site-content.ts';

const PANEL_ID = 'erros';
/**
 * The files this tab saved, and when, kept across a reload, so the banner neither blames a hand edit
 * for the editor's save nor the editor for a hand edit made after it.
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

/** The file on disk may be written a moment before the editor hears that its save is done. */
const SAVE_WRITE_MS = 3000;

export const rememberSave = (file: string | undefined) => {
  if (!file) return;
  savedHere.set(file, Date.now());
  try {
    sessionStorage.setItem(SAVED_KEY, JSON.stringify(Object.fromEntries(savedHere)));
  } catch {
    /* storage refused: remembered until the page is reloaded */
  }
};

/** Whether the file is as this editor last wrote it: saved here, and not changed on disk since. */
const savedByEditor = (error: ShownError) => {
  const saved = savedHere.get(error.file);
  return saved !== undefined && (error.changedAt === undefined || error.changedAt <= saved + SAVE_WRITE_MS);
};

const heading = (count: number, fromEditor: boolean) => (fromEditor
  ? `O site não pode ser gerado: ${count} erro(s) em arquivo(s) salvo(s) por este editor, que a geração do site recusa. Corrija e salve de novo; se o erro continuar, avise quem cuida do site:`
  : `O site não pode ser gerado: ${count} erro(s) em arquivo(s) editado(s) fora do editor. Corrija antes de publicar:`);

type ShownError = ContentError & { form?: { title: string; href: string }; changedAt?: number };

/** One error in the form's words; file and line only for a file edited by hand, whose author reads them. */
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

export async function showErrors(): Promise<void> {
  const response = await fetch(new URL('erros.json', document.baseURI), { cache: 'no-store' }).catch(() => undefined);
  const errors = response?.ok ? (await response.json()) as ShownError[] : [];
  const old = document.getElementById(PANEL_ID);
  if (!errors.length) { old?.remove(); return; }
  if (old) old.replaceWith(render(errors));
  else document.body.append(render(errors));
}
