/**
 * Decap's interface texts, mended where its Portuguese reads wrong to the staff. A text Decap no longer
 * has is left alone (locale.test.ts checks each patch still finds its text).
 */

export interface Phrases { [key: string]: string | Phrases }

type Patch = Record<string, string | ((text: string) => string)>;

export const LOCALE_PATCHES: Record<string, Patch> = {
  pt: {
    // A full-width plus (U+FF0B) draws as an empty box without an East Asian font.
    'collection.collectionTop.newButton': (text) => text.replace('\uFF0B', '+'),
    // The field's own message says what to do; no "padrão" jargon.
    'editor.editorControlPane.widget.regexPattern': '%{fieldLabel}: %{pattern}',
    'editor.editorToolbar.duplicate': 'Duplicar',
    'ui.toast.onFailToPersist': 'Não foi possível salvar: %{details}',
    // The toolbar in the staff's words: "blocos", and a link's "endereço".
    'editor.editorWidgets.markdown.addComponent': 'Inserir bloco (pergunta, aviso)',
    'editor.editorWidgets.markdown.linkPrompt': 'Endereço do link (uma página do site, como /contato, ou https://…)',
    'editor.editorWidgets.markdown.bulletedList': 'Lista com marcadores',
    'editor.editorWidgets.markdown.richText': 'Texto',
    'editor.editorWidgets.markdown.markdown': 'Código (Markdown)',
  },
  // Shown before the configuration (and with it the Portuguese) has loaded.
  en: { 'app.app.loadingConfig': 'Carregando o editor…' },
};

export function patchPhrases(phrases: Phrases, patch: Patch): Phrases {
  const out = structuredClone(phrases);
  for (const [place, change] of Object.entries(patch)) {
    const keys = place.split('.');
    const last = keys.pop()!;
    let node: Phrases | undefined = out;
    for (const key of keys) node = typeof node?.[key] === 'object' ? node[key] as Phrases : undefined;
    if (!node || typeof node[last] !== 'string') continue;
    node[last] = typeof change === 'string' ? change : change(node[last] as string);
  }
  return out;
}
