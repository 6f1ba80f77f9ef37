/**
 * The editors' guides: the field tables of docs/conteudo-a-mao.md are the schema's own help, written out
 * (src/node/content/field-tables.ts), so a field added, renamed or re-explained in the schema without the
 * guide, or a table edited by hand, fails here. And every link between the guides (content/README.md,
 * docs/*.md, and the schema's help that the tables carry) opens a file and a heading that exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { FIELD_TABLES, FIELD_TABLES_FILE, renderFieldTable, tableInGuide } from '../../src/node/content/field-tables';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const guide = read(FIELD_TABLES_FILE);

describe(`${FIELD_TABLES_FILE} field tables come from the schema`, () => {
  it.each(FIELD_TABLES.map((t) => [t.id, t] as const))('table "%s" matches the schema', (id, table) => {
    const current = tableInGuide(guide, id);
    expect(current, `${FIELD_TABLES_FILE} não tem a tabela "${id}" entre "<!-- campos: ${id} -->" e "<!-- /campos -->" (a de um tipo de página novo: rode npm run docs:campos)`).toBeDefined();
    expect(
      current,
      `A tabela "${id}" de ${FIELD_TABLES_FILE} não bate com o schema: ela é escrita a partir de src/shared/content/schema/ e src/kinds/<kind>/schema.ts (help()). Mude o texto lá e rode npm run docs:campos.`,
    ).toBe(renderFieldTable(table));
  });

  it('every table in the guide has a generator and none is listed twice', () => {
    const ids = [...guide.matchAll(/<!-- campos: ([\w-]+) -->/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(FIELD_TABLES.map((t) => t.id).sort());
  });
});

/** The anchors GitHub and GitLab give a document's headings. */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm);
  return new Set([...headings].map((m) => slugger.slug(m[1].replace(/`/g, ''))));
}

const GUIDES = ['content/README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('links between the guides open what they name', () => {
  it.each(GUIDES)('%s', (file) => {
    const broken: string[] = [];
    const text = read(file).replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('/')) continue; // other sites, and the site's own routes
      const [ref, anchor] = target.split('#');
      const linked = ref ? path.posix.normalize(path.posix.join(path.posix.dirname(file), ref)) : file;
      if (!fs.existsSync(path.join(root, linked))) { broken.push(`${target}: o arquivo ${linked} não existe`); continue; }
      if (anchor && linked.endsWith('.md') && !anchorsOf(read(linked)).has(decodeURIComponent(anchor))) {
        broken.push(`${target}: ${linked} não tem o título com a âncora #${anchor}`);
      }
    }
    expect(broken, `${file}: links quebrados`).toEqual([]);
  });
});
