/**
 * Page kinds have one home (src/kinds/): no code outside it branches on a kind's name, every kind the
 * content uses has a definition in the registry, and no source file outgrows 400 lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIND_NAMES, KINDS, kindOf, kindOfEntry, kindProblems } from '../../src/kinds/registry';
import { pagina } from '../../src/kinds/pagina';
import { servico } from '../../src/kinds/servico';
import { loadContent } from '../../src/node/content/load';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NAME = `(?:${KIND_NAMES.join('|')})`;
/**
 * Ways code branches on a kind's name: a page's layout or kind compared with one, a switch case, a lookup
 * table keyed by kinds, the old kind codes.
 */
const BRANCHES = [
  new RegExp(`\\b(?:layout|kind)\\)?\\s*[=!]==?\\s*['"\`]${NAME}['"\`]`, 'i'),
  new RegExp(`['"\`]${NAME}['"\`]\\s*[=!]==?\\s*[\\w.]*(?:layout|kind)\\b`, 'i'),
  new RegExp(`case\\s+['"\`]${NAME}['"\`]`),
  new RegExp(`\\b${NAME}\\s*:\\s*[^,}\\n]+,\\s*['"]?${NAME}['"]?\\s*:`),
  /\bPAGE_KIND\./,
];
/** Files outside src/kinds/ allowed to name a kind (the issue allows three at most). */
const ALLOWED: string[] = [];

/** The lines of `text` that branch on a kind's name. */
export const kindBranches = (text: string) => text.split('\n').filter((line) => BRANCHES.some((re) => re.test(line)));

const sourceFiles = (dir: string): string[] => fs.readdirSync(dir, { recursive: true }).map(String)
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
  .map((f) => path.join(dir, f));

describe('a page kind has one home', () => {
  it('no file outside src/kinds/ branches on a kind\'s name', () => {
    const files = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'scripts'))]
      .filter((f) => !f.startsWith(path.join(ROOT, 'src/kinds/')));
    const found = files.flatMap((file) => kindBranches(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`))
      .filter((hit) => !ALLOWED.some((allowed) => hit.startsWith(`${allowed}:`)));
    expect(found).toEqual([]);
    expect(ALLOWED.length).toBeLessThanOrEqual(3);
  });

  it('the check catches the ways code used to branch on kinds', () => {
    expect(kindBranches("if (fm.layout === 'servico') return;")).toHaveLength(1);
    expect(kindBranches("    case 'noticia':")).toHaveLength(1);
    expect(kindBranches("const kindOf = (page) => ({ servico: PAGE_KIND.service, inicio: PAGE_KIND.home })[page.layout];")).toHaveLength(1);
    expect(kindBranches("if ('inicio' !== data.layout) draw();")).toHaveLength(1);
    expect(kindBranches("if ((page.frontmatter as { layout?: string }).layout === 'servico') add();")).toHaveLength(1);
    // Words that are no kind's branch: a form field named "servico", a prop.
    expect(kindBranches("const service = control(form, 'servico').value;")).toEqual([]);
    expect(kindBranches("{name === 'servico' && serviceHelp}")).toEqual([]);
    expect(kindBranches('export function ServiceDocuments({ servico }: { servico: string }) {')).toEqual([]);
  });

  it('every kind name has one definition and one layout, and every layout a page may write is a kind', () => {
    expect(new Set(KIND_NAMES).size).toBe(KINDS.length);
    for (const name of KIND_NAMES) expect(kindOf(name).name).toBe(name);
    expect(() => kindOf('plantao')).toThrow(/Tipo de página desconhecido: "plantao"/);
    // Each kind's folder draws its pages: the prerender finds `Layout` in its Layout.tsx.
    for (const name of KIND_NAMES) expect(fs.readFileSync(path.join(ROOT, 'src/kinds', name, 'Layout.tsx'), 'utf8')).toMatch(/export function Layout\b/);
  });

  it('a kind missing a part is refused with its name and what it lacks', () => {
    expect(kindProblems(KINDS)).toEqual([]);
    const { editor: _editor, ...noForm } = { ...pagina, name: 'plantao' };
    expect(kindProblems([...KINDS, noForm as unknown as typeof pagina])).toEqual([
      'O tipo de página "plantao" (src/kinds/plantao/index.ts) não tem formulário do editor: escreva editor.form (nome, rótulo e pasta).',
    ]);
    // A kind with fields of its own given the ordinary pages' form, which cannot show them.
    const sharing = { ...servico, name: 'plantao', editor: pagina.editor };
    expect(kindProblems([...KINDS, sharing])[0]).toMatch(/^O tipo de página "plantao" .* usa o formulário "paginas" do tipo "pagina", que não tem resumo, icone, .*: dê a ele um formulário próprio/);
    expect(kindProblems([...KINDS, pagina])).toEqual(['O tipo de página "pagina" (src/kinds/pagina/index.ts) está duas vezes em src/kinds/registry.ts.']);
  });

  it('every page of the site resolves to its kind, which draws it and answers the editor for its form', () => {
    const site = loadContent(ROOT);
    expect(site.pages.length).toBeGreaterThan(10);
    for (const page of site.pages) {
      const kind = kindOf(page.frontmatter.layout);
      expect(kind.schema.safeParse(page.frontmatter).success, page.file).toBe(true);
      expect(kindOfEntry(kind.editor.form.name, page.frontmatter)).toBe(kind);
    }
  });
});

describe('source files stay small', () => {
  it('no source file in src/ is over 400 lines', () => {
    const long = sourceFiles(path.join(ROOT, 'src'))
      .map((file) => ({ file: path.relative(ROOT, file), lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
