/** Each mend of Decap's texts still finds its text in the installed Decap, and reads as meant. */
import { describe, expect, it } from 'vitest';
// Each language's own file: the package's index needs a browser window.
import en from 'decap-cms-locales/dist/esm/en/index.js';
import pt from 'decap-cms-locales/dist/esm/pt/index.js';
import { LOCALE_PATCHES, patchPhrases, type Phrases } from './locale.ts';

const at = (phrases: Phrases, place: string) => place.split('.').reduce<unknown>((node, key) => (node as Phrases | undefined)?.[key], phrases);
const LOCALES: Record<string, Phrases> = { en: en as unknown as Phrases, pt: pt as unknown as Phrases };

describe('Decap\'s texts, mended', () => {
  it.each(Object.entries(LOCALE_PATCHES))('every patch of "%s" finds its text', (name, patch) => {
    for (const place of Object.keys(patch)) expect(typeof at(LOCALES[name], place), place).toBe('string');
  });

  it('reads as the staff expect', () => {
    const patched = patchPhrases(LOCALES.pt, LOCALE_PATCHES.pt);
    expect(at(patched, 'editor.editorToolbar.duplicate')).toBe('Duplicar');
    expect(at(patched, 'collection.collectionTop.newButton')).not.toContain('\uFF0B');
    expect(at(patchPhrases(LOCALES.en, LOCALE_PATCHES.en), 'app.app.loadingConfig')).toBe('Carregando o editor…');
    // The original stays as it was: a patch is a copy.
    expect(at(LOCALES.pt, 'editor.editorToolbar.duplicate')).toBe('Duplicado');
  });
});
