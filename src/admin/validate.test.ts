/**
 * The check the editor runs before saving: today's content passes it (no save refused that the build
 * accepts), and rules a single form field cannot hold stop the save with the schema's Portuguese message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontmatterFormat, yamlFormat } from './formats.ts';
import { entryProblems } from './validate.ts';
import { NEW_ENTRIES } from '../shared/content/new-entries.ts';
import { loadContent } from '../node/content/load.ts';
import { sitePages } from '../node/cms/site-pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const mdx = (file: string) => structuredClone(frontmatterFormat.fromFile(read(file))) as Record<string, unknown>;
const yml = (file: string) => structuredClone(yamlFormat.fromFile(read(file))) as Record<string, unknown>;
const mdxIn = (dir: string) => fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.mdx')).map((f) => `${dir}/${f}`);

const FORMS: [string, string, (file: string) => Record<string, unknown>][] = [
  ...mdxIn('content/paginas/servicos').filter((f) => !f.endsWith('index.mdx')).map((f) => ['servicos', f, mdx] as [string, string, typeof mdx]),
  ...mdxIn('content/duvidas').map((f) => ['duvidas', f, mdx] as [string, string, typeof mdx]),
  ...mdxIn('content/noticias').map((f) => ['noticias', f, mdx] as [string, string, typeof mdx]),
  ...mdxIn('content/paginas').map((f) => ['paginas', f, mdx] as [string, string, typeof mdx]),
  ['dados/cartorio', 'content/office.yml', yml],
  ['dados/tabela-emolumentos', 'content/tabela-emolumentos.yml', yml],
  ['dados/feriados', 'content/feriados.yml', yml],
  ['dados/prazos', 'content/prazos.yml', yml],
  ['dados/plataformas', 'content/plataformas.yml', yml],
  ['dados/emolumentos', 'content/emolumentos.yml', yml],
  ...fs.readdirSync(path.join(ROOT, 'content/fatos')).map((f) => ['fatos', `content/fatos/${f}`, yml] as [string, string, typeof yml]),
  ['dados/sinonimos', 'content/busca/sinonimos.yml', yml],
  ['dados/expressoes', 'content/busca/expressoes.yml', yml],
];

describe('the check before saving', () => {
  it.each(FORMS)('%s accepts %s as it is today', (form, file, load) => {
    expect(entryProblems(form, load(file))).toBeUndefined();
  });

  it('refuses a FAQ question whose address is not a slug or is another question\'s, saying what to write in its box', () => {
    const page = mdx('content/duvidas/custos-e-pagamentos.mdx');
    const body = String(page.body);
    expect(entryProblems('duvidas', { ...page, body: `${body}\n<Question id="Pix e cartão" title="Posso pagar com Pix?">\n\nSim.\n\n</Question>\n` }))
      .toContain('o "Endereço da pergunta" "Pix e cartão" da pergunta "Posso pagar com Pix?" tem espaços, acentos ou maiúsculas. Como corrigir: no quadro da pergunta, deixe-o vazio (ele é feito da pergunta) ou escreva "pix-e-cartao"');
    const first = /<Question id="([^"]*)"/.exec(body)![1];
    expect(entryProblems('duvidas', { ...page, body: `${body}\n<Question id="${first}" title="De novo?">\n\nSim.\n\n</Question>\n` }))
      .toContain(`o "Endereço da pergunta" "${first}" da pergunta "De novo?" já é de outra pergunta deste assunto.`);
    // Another subject's question: named by its subject, as /admin/perguntas.json lists them.
    const ids = { 'formas-pagamento': { file: 'content/duvidas/custos-e-pagamentos.mdx', subject: 'Custos e Pagamentos' } };
    const other = mdx('content/duvidas/servicos-gerais.mdx');
    const withClash = { ...other, body: `${String(other.body)}\n<Question id="formas-pagamento" title="Como pago?">\n\nNo caixa.\n\n</Question>\n` };
    expect(entryProblems('duvidas', withClash, {}, [], { ids, file: 'content/duvidas/servicos-gerais.mdx' }))
      .toContain('o "Endereço da pergunta" "formas-pagamento" da pergunta "Como pago?" já é de uma pergunta do assunto "Custos e Pagamentos".');
    // Its own file's questions are not a clash.
    expect(entryProblems('duvidas', page, {}, [], { ids, file: 'content/duvidas/custos-e-pagamentos.mdx' })).toBeUndefined();
  });

  it('holds a page to the site\'s other pages as the build does: its own title, description and links to pages that exist', () => {
    const site = sitePages(loadContent(ROOT), ROOT);
    const check = (form: string, file: string, data: Record<string, unknown>) => entryProblems(form, data, {}, [], { file, site });
    // Today's pages pass, their own title being no clash.
    for (const [form, file] of FORMS.filter(([f, file]) => file.endsWith('.mdx') && f !== 'duvidas')) expect(check(form, file, mdx(file)), file).toBeUndefined();
    const page = mdx('content/paginas/servicos/procuracoes.mdx');
    const file = 'content/paginas/servicos/procuracoes.mdx';
    expect(check('servicos', file, { ...page, title: 'Escrituras Públicas' }))
      .toBe('Não dá para salvar: o campo "Título" é igual ao da página /servicos/escrituras ("Escrituras Públicas"). Como corrigir: cada página precisa de um título e de uma descrição próprios: reescreva este.');
    expect(check('servicos', file, { ...page, body: `${String(page.body)}\n\nVeja [as escrituras](/servicos/escritura).\n` }))
      .toBe('Não dá para salvar: o link "/servicos/escritura" aponta para uma página que não existe. Como corrigir: Você quis dizer "/servicos/escrituras"? Páginas existentes ficam em content/paginas/.');
    // A file's path in the project, as Mídia's "Copiar caminho" gives it, in a field of the page.
    expect(check('servicos', file, { ...page, informacoes: ['Modelo: [baixe](public/documentos/modelo.pdf)'] })).toMatch(/^Não dá para salvar: o link .*public\/documentos\/modelo\.pdf.*Como corrigir: O arquivo enviado em Mídia fica no endereço que começa por "\/documentos\/"/);
    // A file the site serves, and a question's answer linking to a page, are fine.
    const served = site.files.find((f) => f.startsWith('/documentos/'))!;
    expect(check('servicos', file, { ...page, body: `${String(page.body)}\n\n[O arquivo](${served})\n` })).toBeUndefined();
    const faq = mdx('content/duvidas/custos-e-pagamentos.mdx');
    expect(check('duvidas', 'content/duvidas/custos-e-pagamentos.mdx', { ...faq, body: `${String(faq.body)}\n\n[Contato](/contatos)\n` })).toContain('o link "/contatos" aponta para uma página que não existe');
  });

  it('refuses a finished service page without its summary fields', () => {
    const page = mdx('content/paginas/servicos/escrituras.mdx');
    delete page.prazoResumo;
    expect(entryProblems('servicos', page)).toMatch(/^Não dá para salvar: falta o campo "Prazo \(resumo\)"/);
  });

  it('refuses a service naming a national platform content/plataformas.yml does not list, in the build\'s words', () => {
    const platforms = ['Registro Civil do Brasil', 'e-Notariado', 'CENPROT Nacional'];
    const page = mdx('content/paginas/servicos/certidoes-registro-civil.mdx');
    expect(entryProblems('servicos', page, {}, platforms)).toBeUndefined();
    (page.comoFazer as Record<string, unknown>).plataforma = 'Registro Civil Online';
    const problem = entryProblems('servicos', page, {}, platforms);
    expect(problem).toMatch(/^Não dá para salvar: a plataforma "Registro Civil Online" não existe em content\/plataformas\.yml\./);
    expect(problem).toContain('"Registro Civil do Brasil", "e-Notariado", "CENPROT Nacional"');
  });

  it('refuses a fee act with two kinds of price, naming the act', () => {
    const file = yml('content/tabela-emolumentos.yml') as { tabela: Record<string, unknown>[] };
    const act = file.tabela.find((a) => a.emolumento !== undefined)!;
    act.gratuito = 'Gratuito para todos.';
    expect(entryProblems('dados/tabela-emolumentos', file)).toContain(`o ato "${String(act.id)}" tem "emolumento" e "gratuito": use só um`);
  });

  it('refuses a deadline with both a number and a range, and a kind without a name where the tool needs one', () => {
    const file = yml('content/prazos.yml') as { prazos: { servico?: string; tipos: Record<string, unknown>[] }[] };
    const deeds = file.prazos.find((p) => p.servico === 'escrituras')!;
    deeds.tipos[0].prazo = 4;
    delete deeds.tipos[1].nome;
    const problems = entryProblems('dados/prazos', file);
    expect(problems).toContain('escreva o prazo com "prazo: 3" (um número só) ou com "ate: 5" (e "de: 3" para uma faixa), não os dois');
    expect(problems).toContain('com mais de um tipo, cada tipo precisa de um "nome" para a pessoa escolher o seu');
  });

  it('refuses an empty required field, naming it in Portuguese', () => {
    const office = yml('content/office.yml') as { horario: Record<string, unknown> };
    office.horario.observacao = '';
    expect(entryProblems('dados/cartorio', office)).toContain('falta o campo obrigatório "Horário de atendimento › Observação"');
  });

  it('refuses weekly hours the build refuses: overlapping intervals, a day in two groups', () => {
    type Week = { dias: string[]; intervalos: { abre: string; fecha: string }[] }[];
    const office = yml('content/office.yml') as { horario: { semana: Week } };
    office.horario.semana[0].intervalos.push({ abre: '15:00', fecha: '18:00' });
    office.horario.semana.push({ dias: ['sexta', 'sabado'], intervalos: [{ abre: '08:00', fecha: '12:00' }] });
    const problems = entryProblems('dados/cartorio', office);
    expect(problems).toContain('o intervalo que abre às 15:00 começa antes de o anterior fechar (16:00); os intervalos não podem se sobrepor');
    expect(problems).toContain('"sexta" está em dois grupos de dias (o 1º e o 2º); cada dia só pode aparecer uma vez');
    office.horario.semana[0].intervalos.pop();
    office.horario.semana[1].dias = ['sabado'];
    expect(entryProblems('dados/cartorio', office)).toBeUndefined();
  });

  // New facts and search groups are checked as the file will hold them, by the build's own schema.
  it('refuses a new fact whose name the pages could not use, or an empty text, as the build would', () => {
    const facts = { ...yml('content/fatos/gerais.yml'), [NEW_ENTRIES]: [{ nome: 'prazo-certidao', texto: '5 dias' }, { nome: 'prazoNovo', texto: '' }] };
    const problems = entryProblems('fatos', facts)!;
    expect(problems).toContain('o nome "prazo-certidao" não serve para um fato: use uma palavra só, com letras sem acento e números');
    expect(problems).toContain('novo fato nº 2 ("prazoNovo"): falta o texto');
    expect(entryProblems('fatos', { ...facts, [NEW_ENTRIES]: [{ nome: 'PrazoCertidao', texto: '5 dias' }] })).toBeUndefined();
  });

  it('refuses a new everyday expression of one word, and a synonym already in another group', () => {
    const expressions = { ...yml('content/busca/expressoes.yml'), [NEW_ENTRIES]: [{ nome: 'escritura', variacoes: ['gaveta'] }] };
    expect(entryProblems('dados/expressoes', expressions)).toContain('a expressão precisa de pelo menos duas palavras');
    const ok = { ...expressions, [NEW_ENTRIES]: [{ nome: 'escritura', variacoes: ['quitar o contrato de gaveta'] }] };
    expect(entryProblems('dados/expressoes', ok)).toBeUndefined();
    const synonyms = yml('content/busca/sinonimos.yml') as Record<string, string[]>;
    const [group, [word]] = Object.entries(synonyms)[0];
    const problems = entryProblems('dados/sinonimos', { ...synonyms, [NEW_ENTRIES]: [{ nome: 'grupoNovo', variacoes: [word.toUpperCase()] }] });
    expect(problems).toContain(`"${word.toUpperCase()}" já está no grupo "${group}"`);
  });
});
