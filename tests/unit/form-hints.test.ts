/**
 * Every hint the staff editor shows (the generated /admin/config.yml, src/node/cms/config.ts) is written
 * for a person filling in a form: Portuguese without the words of the YAML files (backticks, true/false,
 * [lists], {{…}}, the fields' internal names, pointers to the guide's sections) and with examples that
 * are real values, never placeholders. The guide's own wording (the schema's `descricao`, written for
 * people editing the files) is refused by the same check, so the check can fail.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../src/node/cms/config';
import { shapeOf, type CmsField } from '../../src/node/cms/fields';
import { contentFiles } from '../../src/node/content/files';
import { helpOf } from '../../src/node/content/schema-walk';
import { feeTableSchema, officeSchema } from '../../src/shared/content/schema';
import { serviceFrontmatter } from '../../src/kinds/servico/schema';

const config = cmsConfig(contentFiles(path.resolve(__dirname, '../..')));

/** What a form hint must not hold, each with the reason a staff member would stumble on it. */
const CODE_WORDS: [RegExp, string][] = [
  [/`/, 'crase de código'],
  [/\b(true|false)\b/, 'true/false do arquivo (o formulário tem uma caixa de marcar)'],
  [/\[[^\]]*\]/, 'lista entre colchetes do arquivo'],
  [/\{\{|\}\}/, 'fato entre chaves duplas'],
  [/\b[a-z]+[A-Z][A-Za-z0-9]*\b/, 'nome interno de campo (camelCase)'],
  [/\*\*/, 'negrito de Markdown'],
  [/\bveja\b/i, 'referência a uma seção do guia, que o formulário não mostra'],
  [/\bcontent\/|\.(ya?ml|mdx)\b/, 'caminho de arquivo'],
];

/** A number made of zeros (with at most one other digit, as in a CNPJ's "0001"): a placeholder, not a value. */
const zeros = (example: string) => {
  const digits = example.replace(/[^\d]/g, '');
  return /^[\d\s.\/-]+$/.test(example) && digits.length >= 6 && digits.replace(/0/g, '').length <= 1;
};

/** An example (the hint's text after "Exemplo:") that is not a real value: elided, a placeholder, all zeros. */
const PLACEHOLDERS: [(example: string) => boolean, string][] = [
  [(e) => /\.\.\.|…/.test(e), 'reticências no exemplo'],
  [(e) => /\b[Ee]xemplo\b/.test(e), 'exemplo que é só "exemplo"'],
  [zeros, 'número só de zeros'],
  [(e) => /^(Nome d[oa]|Texto|Uma ou duas frases|Frase curta)\b/.test(e), 'texto de preenchimento'],
];

/** The words a hint breaks, named. */
function hintProblems(hint: string): string[] {
  const example = /Exemplo: (.*)$/.exec(hint)?.[1]?.trim();
  return [
    ...CODE_WORDS.filter(([pattern]) => pattern.test(hint)).map(([, why]) => why),
    ...(example === undefined ? [] : PLACEHOLDERS.filter(([test]) => test(example)).map(([, why]) => why)),
  ];
}

interface Shown { where: string; hint: string }

/** Every hint of every form field shown (hidden fields are never seen), at any depth. */
function shownHints(): Shown[] {
  const out: Shown[] = [];
  const walk = (fields: CmsField[] | undefined, at: string) => {
    for (const field of fields ?? []) {
      if (field.widget === 'hidden') continue;
      const where = `${at} › ${field.name}`;
      if (field.hint) out.push({ where, hint: field.hint });
      walk(field.fields, where);
      if (field.field) walk([field.field], where);
    }
  };
  for (const collection of config.collections as { name: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] }[]) {
    walk(collection.fields, collection.name);
    for (const file of collection.files ?? []) walk(file.fields, `${collection.name}/${file.name}`);
  }
  return out;
}

/**
 * The facts forms are where staff learn how a fact is written in a page's text: their hints name the
 * fact as the text uses it ({{fatos.nome}}), which is content staff type, not a field's internal name.
 */
const factsWritten = (where: string, hint: string) =>
  (where.startsWith('fatos/') ? hint.replace(/\{\{fatos\.\w+\}\}/g, 'o fato').replace(/\(ex\.: \w+\)/g, '') : hint);

describe('the editor\'s hints', () => {
  const hints = shownHints();

  it('walks the forms of every kind of content', () => {
    expect(hints.length).toBeGreaterThan(80);
    for (const form of ['servicos', 'noticias', 'duvidas', 'dados/cartorio', 'dados/tabela-emolumentos', 'dados/feriados']) {
      expect(hints.some((h) => h.where.startsWith(`${form} ›`)), form).toBe(true);
    }
  });

  it('are Portuguese without code words, with real examples', () => {
    const bad = hints.flatMap(({ where, hint }) => hintProblems(factsWritten(where, hint)).map((why) => `${where}: ${why}: ${hint}`));
    expect(bad).toEqual([]);
  });

  it('refuse the wording written for people editing the files (the check can fail)', () => {
    // The guide's descriptions of these fields are written for the YAML files; the forms word them otherwise.
    const guide = (schema: Parameters<typeof shapeOf>[0], name: string) => helpOf(shapeOf(schema)[name])!.descricao!;
    expect(hintProblems(guide(officeSchema, 'redesSociais'))).toEqual(expect.arrayContaining(['crase de código', 'lista entre colchetes do arquivo', 'nome interno de campo (camelCase)']));
    expect(hintProblems(guide(officeSchema, 'departamentos'))).toContain('referência a uma seção do guia, que o formulário não mostra');
    expect(hintProblems(guide(serviceFrontmatter, 'oculta'))).toContain('true/false do arquivo (o formulário tem uma caixa de marcar)');
    expect(hintProblems(guide(serviceFrontmatter, 'departamento'))).toContain('caminho de arquivo');
    expect(hintProblems(`Exemplo: ${helpOf(shapeOf(feeTableSchema).tabela)!.exemplo}`).length).toBeGreaterThan(0);
    expect(hintProblems('O CNPJ do cartório. Exemplo: 00.000.000/0001-00')).toContain('número só de zeros');
    expect(hintProblems('Link do mapa. Exemplo: https://www.openstreetmap.org/search?query=...')).toContain('reticências no exemplo');
    expect(hintProblems('Prazo. Exemplo: {{fatos.prazoEscrituraSimples}}')).toContain('fato entre chaves duplas');
  });
});
