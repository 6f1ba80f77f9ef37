/**
 * Sample data cannot be mistaken for real data or published: every sample file and field is found,
 * sample addresses use the reserved ".example" domain, and the publishing build stops naming them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { findSamples, formatSampleErrors, formatSampleWarning } from '../../src/node/content/samples';
import { contentFiles } from '../../src/node/content/files';
import { loadContent } from '../../src/node/content/load';
import { siteWith } from './fixture-site';

const ROOT = path.resolve(__dirname, '../..');
const office = YAML.parse(fs.readFileSync(path.join(ROOT, 'content/office.yml'), 'utf8'));

describe('the shipped content', () => {
  const samples = findSamples(contentFiles(ROOT));
  const byFile = Object.fromEntries(samples.map((s) => [s.file, s]));

  it('lists every sample file with the fields an office must confirm', () => {
    expect(byFile['content/office.yml'].fields).toEqual(expect.arrayContaining(['telefone', 'whatsapp', 'email', 'endereco', 'cnpj', 'tabeliaes', 'departamentos', 'portalSelo', 'atribuicoes']));
    expect(byFile['content/emolumentos.yml'].fields).toContain('periodos');
    expect(byFile['content/feriados.yml'].fields).toEqual(expect.arrayContaining(['feriadosEstaduais', 'fechamentos']));
    // The four invented news items, each as a whole.
    const news = samples.filter((s) => s.file.startsWith('content/noticias/'));
    expect(news.map((s) => s.file).sort()).toEqual(fs.readdirSync(path.join(ROOT, 'content/noticias')).filter((f) => f.endsWith('.mdx')).map((f) => `content/noticias/${f}`).sort());
    expect(news.every((s) => s.fields.length === 0)).toBe(true);
    // Each entry points at the line of its mark.
    for (const s of samples) {
      expect(fs.readFileSync(path.join(ROOT, s.file), 'utf8').split('\n')[s.line - 1], s.file).toMatch(/^\s*amostra:/);
    }
  });

  it('names the per-act fee table while its values are samples', () => {
    const table = path.join(ROOT, 'content/tabela-emolumentos.yml');
    expect(fs.existsSync(table)).toBe(true);
    const marked = YAML.parse(fs.readFileSync(table, 'utf8')).amostra;
    expect(Boolean(byFile['content/tabela-emolumentos.yml'])).toBe(marked === true || (Array.isArray(marked) && marked.length > 0));
  });

  it('uses the reserved .example domain for the sample site address and every sample e-mail', () => {
    expect(office.amostra).toEqual(expect.arrayContaining(['siteUrl', 'email', 'encarregadoLgpd', 'departamentos']));
    expect(new URL(office.siteUrl).hostname).toMatch(/\.example$/);
    const emails = [office.email, office.encarregadoLgpd.email, ...office.departamentos.map((d: { email: string }) => d.email)];
    expect(emails).toHaveLength(8);
    for (const email of emails) expect(email).toMatch(/@[a-z0-9.-]+\.example$/);
  });

  it('has no sample social links that could be a stranger\'s account', () => {
    expect(office.redesSociais).toEqual([]);
  });

  it('the warning of an ordinary build names each file and its fields', () => {
    const warning = formatSampleWarning(samples);
    expect(warning).toContain('Site de demonstração: dados de exemplo');
    expect(warning).toMatch(/content\/office\.yml, linha \d+: campos nome, nomeCurto, siteUrl/);
    expect(warning).toContain('content/noticias/agendamento-atendimento.mdx');
  });
});

describe('sample marks', () => {
  it('office.yml accepts a list of the fields still sample, and real domains', () => {
    const dir = siteWith('content/office.yml', (t) => t.replace(/^amostra: true$/m, 'amostra:\n  - telefone\n  - cnpj'));
    const site = loadContent(dir);
    expect(site.errors.filter((e) => e.file === 'content/office.yml')).toEqual([]);
    expect(site.office.siteUrl).toBe('https://www.cartorio1oficio.com.br');
    expect(findSamples(contentFiles(dir)).find((s) => s.file === 'content/office.yml')?.fields).toEqual(['telefone', 'cnpj']);
  });

  it('office.yml: a listed field that does not exist is a mistake, reported with the field names', () => {
    const dir = siteWith('content/office.yml', (t) => t.replace(/^amostra: true$/m, 'amostra:\n  - telefon'));
    const errors = loadContent(dir).errors.filter((e) => e.file === 'content/office.yml');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'content/office.yml', line: 5 });
    expect(errors[0].message).toContain('"telefon" não é um campo de content/office.yml');
    expect(errors[0].message).toContain('telefone');
  });

  it('a mark is found in any YAML spelling, as the editor or a hand may write it, at its line', () => {
    const dir = siteWith('content/noticias/aviso.mdx', (t) => t.replace(/^---\n/, '---\n"amostra": true\n'));
    fs.writeFileSync(path.join(dir, 'content/office.yml'), fs.readFileSync(path.join(dir, 'content/office.yml'), 'utf8').replace(/^amostra: true$/m, "'amostra': [ \"telefone\" ]"));
    const found = findSamples(contentFiles(dir));
    expect(found.find((s) => s.file === 'content/noticias/aviso.mdx')).toMatchObject({ line: 2, fields: [] });
    expect(found.find((s) => s.file === 'content/office.yml')).toMatchObject({ line: 4, fields: ['telefone'] });
  });

  it('nothing is listed once every file is confirmed', () => {
    const dir = siteWith('content/office.yml', (t) => t);
    for (const rel of fs.readdirSync(path.join(dir, 'content'), { recursive: true }) as string[]) {
      if (!/\.(yml|mdx)$/.test(rel)) continue;
      const file = path.join(dir, 'content', rel);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^amostra: true$/m, 'amostra: false'));
    }
    expect(loadContent(dir).errors.filter((e) => e.file === 'content/office.yml')).toEqual([]);
    expect(findSamples(contentFiles(dir))).toEqual([]);
    expect(formatSampleWarning([])).toBe('');
  });
});

describe('office facts to confirm (statements the spec does not make)', () => {
  /** Every fact or office field still marked `amostra` in the shipped content, by file. */
  const shipped = findSamples(contentFiles(ROOT));

  it('are listed: office fields, facts worded for the office to confirm, each with its file and line', () => {
    const listed = shipped.flatMap((s) => s.fields.map((field) => `${s.file}#${field}`));
    for (const item of [
      'content/office.yml#tempoDeServico', // "mais de três décadas" or "mais de 9 anos": the spec gives both
      'content/office.yml#departamentos', // which department handles what
      'content/office.yml#atribuicoes', // whether this office keeps the property registry
      'content/office.yml#portalSelo', // the court's selo portal address
      'content/fatos/institucional.yml#certificacaoLgpd', // the LGPD programme beside the seal
      'content/tabela-emolumentos.yml#tabelaOficial', // the state table's official name
      'content/tabela-emolumentos.yml#acrescimos', // surcharge names and rates
      'content/feriados.yml#fechamentos', // closures the open-now status uses
    ]) expect(listed, item).toContain(item);
  });

  it('a facts file lists its own facts to confirm; the publishing check names each while it stays', () => {
    const dir = siteWith('content/fatos/teste.yml', () => 'seloLgpd: "O cartório tem o selo X"\noutro: "Texto confirmado"\namostra:\n  - seloLgpd\n');
    const site = loadContent(dir);
    expect(site.errors.filter((e) => e.file.includes('fatos'))).toEqual([]);
    // Wherever a page reads it, the statement says it is still to confirm; a confirmed one reads as written.
    expect(site.facts['fatos.seloLgpd']).toBe('O cartório tem o selo X (texto de exemplo, a confirmar)');
    expect(site.facts['fatos.outro']).toBe('Texto confirmado');
    expect(site.facts['fatos.amostra']).toBeUndefined();
    const sample = findSamples(contentFiles(dir)).find((s) => s.file === 'content/fatos/teste.yml');
    expect(sample).toMatchObject({ line: 3, fields: ['seloLgpd'], lines: [1] });
    const report = formatSampleErrors([sample!]);
    expect(report).toContain('content/fatos/teste.yml, linha 3: campos seloLgpd');
    // Each statement by the line it is written on, for whoever confirms it.
    expect(report).toContain('content/fatos/teste.yml, linha 1: seloLgpd');
  });

  it('a facts file confirmed in the editor ("amostra: false") loads, its facts as written, nothing to confirm', () => {
    const dir = siteWith('content/fatos/teste.yml', () => 'seloLgpd: "O cartório tem o selo X"\namostra: false\n');
    const site = loadContent(dir);
    expect(site.errors).toEqual([]);
    expect(site.facts['fatos.seloLgpd']).toBe('O cartório tem o selo X');
    expect(findSamples(contentFiles(dir)).filter((s) => s.file === 'content/fatos/teste.yml')).toEqual([]);
  });

  it('a facts file that lists a fact it does not define is a mistake', () => {
    const dir = siteWith('content/fatos/teste.yml', () => 'outro: "Texto"\namostra:\n  - seloLgpd\n');
    const errors = loadContent(dir).errors.filter((e) => e.file === 'content/fatos/teste.yml');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('"seloLgpd" não é um fato deste arquivo');
  });

  it('the sample privacy-policy PDF names only reserved .example addresses', () => {
    const pdf = fs.readFileSync(path.join(ROOT, 'public/documentos/politica-de-privacidade.pdf'), 'latin1');
    const addresses = [...pdf.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)].map((m) => m[1]);
    expect(addresses.length).toBeGreaterThan(0);
    for (const domain of addresses) expect(domain).toMatch(/\.example$/);
    expect(pdf).not.toMatch(/\.com\.br/);
  });
});

describe('whether this office keeps the property registry (an office fact to confirm)', () => {
  it('picks the sentence written for each answer', () => {
    const variants = 'ondeComRegistroDeImoveis: "Este cartório faz o registro de imóveis"\nondeSemRegistroDeImoveis: "Este cartório não faz o registro de imóveis"\n';
    for (const keeps of [false, true]) {
      const dir = siteWith('content/fatos/imoveis.yml', () => variants);
      const officeFile = path.join(dir, 'content/office.yml');
      fs.writeFileSync(officeFile, fs.readFileSync(officeFile, 'utf8').replace('registroDeImoveis: false', `registroDeImoveis: ${keeps}`));
      const site = loadContent(dir);
      expect(site.errors.filter((e) => e.file.includes('office') || e.file.includes('fatos'))).toEqual([]);
      // office.yml still lists `atribuicoes` as sample: the sentence says it is still to confirm.
      expect(site.facts['fatos.onde']).toBe(`${keeps ? 'Este cartório faz o registro de imóveis' : 'Este cartório não faz o registro de imóveis'} (texto de exemplo, a confirmar)`);
    }
  });

  it('once the office confirms what it does, the sentence reads as written', () => {
    const dir = siteWith('content/fatos/imoveis.yml', () => 'ondeComRegistroDeImoveis: "Faz"\nondeSemRegistroDeImoveis: "Não faz"\n');
    const officeFile = path.join(dir, 'content/office.yml');
    fs.writeFileSync(officeFile, fs.readFileSync(officeFile, 'utf8').replace(/^amostra: true$/m, 'amostra: [telefone]'));
    expect(loadContent(dir).facts['fatos.onde']).toBe('Não faz');
  });
});

describe('npm run build -- --publicar', () => {
  it('stops before building while any sample remains, naming each file and field', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'publicar-'));
    try {
      const result = spawnSync('node', ['scripts/build.mjs', '--publicar'], {
        cwd: ROOT, encoding: 'utf8', env: { ...process.env, SITE_OUT_DIR: out },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/O conteúdo tem \d+ arquivo\(s\) com dados de exemplo, que impedem a publicação/);
      expect(result.stderr).toMatch(/content\/office\.yml, linha \d+: campos .*telefone.*email/);
      expect(result.stderr).toContain('content/emolumentos.yml');
      expect(result.stderr).toContain('content/noticias/gratuidade-certidoes.mdx, linha');
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(fs.existsSync(path.join(out, 'index.html'))).toBe(false);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('office claims (issue #36): the publishing build names each by file and line', () => {
  const report = formatSampleErrors(findSamples(contentFiles(ROOT)));
  const lineOf = (file: string, key: string) =>
    fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').findIndex((l) => l.startsWith(`${key}:`)) + 1;

  it.each([
    ['content/fatos/institucional.yml', 'valorDoAto'], // "informamos o valor antes do serviço" (/cartorio, /servicos)
    ['content/fatos/institucional.yml', 'historiaCartorio'], // "acompanhamos gerações de famílias" (/cartorio)
    ['content/fatos/institucional.yml', 'certificacaoLgpd'], // the LGPD programme (/politica-privacidade)
    ['content/fatos/duvidas.yml', 'registrosDeAcessoSite'], // the hosting server's logs and how long they are kept
    ['content/fatos/duvidas.yml', 'segurancaDadosCartorio'], // access control and security measures
    ['content/fatos/duvidas.yml', 'politicaPrivacidadeCompleta'], // the PDF is a local sample file
    ['content/fatos/registros.yml', 'documentosDescontoEstudante'], // documents for a discount
    ['content/fatos/registros.yml', 'documentosDescontoIdoso'],
    ['content/office.yml', 'departamentos'], // what each department handles ("Atende: …")
    ['content/office.yml', 'atribuicoes'], // "Este cartório não faz o registro de imóveis / não cobra…"
  ])('%s: %s', (file, key) => {
    const line = lineOf(file, key);
    expect(line).toBeGreaterThan(0);
    expect(report).toContain(`${file}, linha ${line}: ${key}`);
  });
});
