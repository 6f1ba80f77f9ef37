/**
 * The page text of the forms offered in the rich-text editor (src/node/cms/config.ts, richBody) saves
 * back unchanged: every page of those forms is put through Decap's own markdown widget serializers (the
 * code its editor runs once staff type: Markdown → editor blocks → Markdown, with the site's editor
 * components) and saved by the editor's format (src/admin/formats.ts), and the file comes back
 * byte-identical. An edit changes its own block only; a FAQ question from the "+" menu is one more block.
 */
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Map as ImmutableMap, fromJS } from 'immutable';
import { EDITOR_COMPONENTS, NOTICE, QUESTION } from '../../src/admin/editor-components';
import { frontmatterFormat, savingOver, writePage } from '../../src/admin/formats';
import { mergeBody } from '../../src/admin/body-merge';
import { cmsConfig } from '../../src/node/cms/config';
import type { CmsField } from '../../src/node/cms/fields';
import { contentFiles } from '../../src/node/content/files';

// The widget reads the registered components from its control; here, the site's, as src/admin/main.ts registers them.
vi.mock('decap-cms-widget-markdown/dist/esm/MarkdownControl/index.js', () => ({
  getEditorComponents: () => ImmutableMap(EDITOR_COMPONENTS.map((c) => [c.id, { ...c, type: 'shortcode', fields: fromJS(c.fields) }])),
}));
const { markdownToSlate, slateToMarkdown } = await import('decap-cms-widget-markdown/dist/esm/serializers/index.js');

/** What Decap's rich-text editor hands the form once anything in the text is typed. */
const throughEditor = (markdown: string) => slateToMarkdown(markdownToSlate(markdown, {}), {});

const files = contentFiles(path.resolve(import.meta.dirname, '../..'));
const collections = cmsConfig(files).collections as { name: string; folder?: string; filter?: { field: string; value: string }; fields?: CmsField[] }[];
const rich = collections.filter((c) => c.fields?.some((f) => f.name === 'body' && f.modes?.includes('rich_text')));
/** The pages each of those forms lists: its folder's files (not its subfolders'), those its filter keeps. */
const pages = rich.flatMap(({ folder = '', filter }) => files.list(folder, '.mdx').filter((rel) => !rel.includes('/'))
  .map((rel) => `${folder}/${rel}`).filter((file) => !filter || files.mdx(file)?.data[filter.field] === filter.value));

describe('the page text saved from the rich-text editor', () => {
  it('FAQ and service pages are written in the rich-text editor, with their own blocks in the "+" menu', () => {
    expect(rich.map((c) => [c.name, c.fields?.find((f) => f.name === 'body')?.editor_components])).toEqual([['servicos', ['aviso']], ['duvidas', ['pergunta', 'aviso']]]);
    expect(pages.length).toBeGreaterThan(15);
  });

  it.each(pages)('%s: through the editor and saved, byte-identical', (file) => {
    const text = files.text(file)!;
    const data = { ...structuredClone(frontmatterFormat.fromFile(text)), body: throughEditor(frontmatterFormat.fromFile(text).body ?? '') };
    // As the editor's preSave names the file being saved and its form (src/admin/main.ts).
    savingOver(data, text, true);
    expect(frontmatterFormat.toFile(data)).toBe(text);
  });

  it('a notice from the "+" menu is written as the guide writes it, and read back as the same notice', () => {
    const notice = NOTICE.toBlock({ title: 'Atenção', tone: 'warning', body: 'Traga os originais.\n\n* RG\n* CPF' });
    expect(notice).toBe('<Notice title="Atenção" tone="warning">\n\nTraga os originais.\n\n- RG\n- CPF\n\n</Notice>');
    expect(NOTICE.toBlock(NOTICE.fromBlock(notice.match(NOTICE.pattern)!))).toBe(notice);
    expect(NOTICE.toBlock({ title: '', tone: 'info', body: 'Texto.' })).toBe('<Notice>\n\nTexto.\n\n</Notice>');
    const body = `Antes.\n\n${notice}\n\nDepois.\n`;
    expect(mergeBody(throughEditor(body), body)).toBe(body);
  });

  it('a text box\'s save keeps a change of spelling alone ("-" bullets made "*"), which the rich-text merge would undo', () => {
    const text = files.text('content/noticias/atendimento-fim-de-ano.mdx')!;
    const data = frontmatterFormat.fromFile(text);
    const respelled = { ...structuredClone(data), body: (data.body ?? '').replace(/^- /gm, '* ') };
    expect(frontmatterFormat.toFile(respelled)).toBe(text.replace(/^- /gm, '* '));
    expect(writePage(respelled, text, true)).toBe(text);
  });

  it('a word changed in one answer changes that line only; a question from the "+" menu is one more block', () => {
    const { body = '' } = frontmatterFormat.fromFile(files.text('content/duvidas/custos-e-pagamentos.mdx')!);
    const changed = body.replace('Pagamento em', 'Pagamentos em');
    expect(mergeBody(throughEditor(changed), body)).toBe(changed);
    const question = QUESTION.toBlock({ title: 'Posso pagar com "Pix"?', body: 'Sim, na hora.' });
    expect(question).toBe('<Question id="posso-pagar-com-pix" title="Posso pagar com ”Pix”?">\n\nSim, na hora.\n\n</Question>');
    expect(mergeBody(`${throughEditor(body)}\n\n${question}`, body)).toBe(`${body}\n${question}\n`);
  });
});
