/**
 * The site's blocks as Decap editor components, inserted from the text's "+" menu instead of typed as
 * tags. Each is written back as the content files write it, its text left as typed.
 */
import { slugify } from '../shared/text/slug.ts';

export interface EditorComponent {
  id: string;
  label: string;
  fields: {
    name: string; label: string; widget: string; required?: boolean; hint?: string; default?: string;
    options?: { label: string; value: string }[]; buttons?: string[]; editor_components?: string[];
  }[];
  pattern: RegExp;
  fromBlock(match: RegExpMatchArray): Record<string, string>;
  toBlock(data: Record<string, string | undefined>): string;
  toPreview(data: Record<string, string | undefined>): string;
}

/** A double quote would end an MDX attribute, so it becomes a typographic one. */
const attribute = (value: string | undefined) => (value ?? '').trim().replace(/"/g, '”');

/** A block's own text: the toolbar's bold, lists and links, no blocks inside blocks. */
const TEXT = { widget: 'markdown', buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'], editor_components: [] };

/** Decap inserts a preview string as HTML: the staff's text goes in as text. */
const asText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A block as the guide writes it: empty lines around the text, list items marked "-" (Decap writes "*"),
 * one empty line between paragraphs.
 */
const block = (open: string, name: string, text: string | undefined) =>
  `${open}\n\n${(text ?? '').trim().replace(/^( *)\* /gm, '$1- ').replace(/\n{3,}/g, '\n\n')}\n\n</${name}>`;

export const QUESTION: EditorComponent = {
  id: 'pergunta',
  label: 'Pergunta (Dúvidas)',
  fields: [
    { name: 'title', label: 'Pergunta', widget: 'string', hint: 'Como a pessoa perguntaria, com o ponto de interrogação.' },
    { name: 'body', label: 'Resposta', ...TEXT, hint: 'A resposta, com negrito, listas e links pela barra acima.' },
    {
      name: 'id', label: 'Endereço da pergunta', widget: 'string', required: false,
      hint: 'Deixe vazio: o endereço (/duvidas#...) é feito da pergunta. Só letras minúsculas sem acento, números e hífens.',
    },
  ],
  pattern: /^<Question id="([^"]*)" title="([^"]*)">\n\n([\s\S]*?)\n\n<\/Question>/,
  fromBlock: (match) => ({ id: match[1] ?? '', title: match[2] ?? '', body: match[3] ?? '' }),
  toBlock: ({ id, title, body }) => block(`<Question id="${attribute(id) || slugify(title ?? '')}" title="${attribute(title)}">`, 'Question', body),
  // Decap's own preview: the question as text, no HTML.
  toPreview: ({ title }) => asText(attribute(title)),
};

const TONES = [{ label: 'Informação (azul)', value: 'info' }, { label: 'Atenção (amarelo)', value: 'warning' }];

export const NOTICE: EditorComponent = {
  id: 'aviso',
  label: 'Aviso (caixa de destaque)',
  fields: [
    { name: 'title', label: 'Título do aviso', widget: 'string', required: false },
    { name: 'tone', label: 'Cor', widget: 'select', options: TONES, default: 'info' },
    { name: 'body', label: 'Texto do aviso', ...TEXT },
  ],
  pattern: /^<Notice(?: title="([^"]*)")?(?: tone="(info|warning)")?>\n\n([\s\S]*?)\n\n<\/Notice>/,
  fromBlock: (match) => ({ title: match[1] ?? '', tone: match[2] ?? 'info', body: match[3] ?? '' }),
  toBlock: ({ title, tone, body }) => {
    const heading = attribute(title) ? ` title="${attribute(title)}"` : '';
    return block(`<Notice${heading}${tone === 'warning' ? ' tone="warning"' : ''}>`, 'Notice', body);
  },
  toPreview: ({ title }) => asText(attribute(title) || 'Aviso'),
};

export const EDITOR_COMPONENTS = [QUESTION, NOTICE];
