/**
 * What the publishing build checks beyond the `amostra` marks: values still samples whatever the marks
 * say (.example addresses, "Nome do …" placeholders, all-zero or invalid CNPJ/CNS).
 */
import type { ContentError } from '../../shared/content/site-content.ts';
import type { ContentFiles } from './files.ts';

const OFFICE = 'content/office.yml';

/** Line by line, so each names its line. */
const SAMPLE_VALUES: { pattern: RegExp; message: (found: string) => string; fix: string }[] = [
  {
    pattern: /[\w.+-]*@?[\w-]+(?:\.[\w-]+)*\.example\b/g,
    message: (found) => `o endereço "${found}" é de exemplo (o domínio .example não existe na internet).`,
    fix: 'Troque pelo endereço oficial do cartório (e-mail ou site).',
  },
  {
    pattern: /\bNome d[oa]s? [A-ZÀ-Ú][\p{L} ]*/gu,
    message: (found) => `"${found.trim()}" é um texto provisório, não o dado oficial.`,
    fix: 'Escreva o nome verdadeiro.',
  },
  {
    pattern: /\b(?:texto|endereço|valor|dado|número)s? de exemplo\b[^"\n]*/gi,
    message: (found) => `o texto diz que ainda é de exemplo ("${found.trim()}").`,
    fix: 'Escreva o texto confirmado pela direção, sem a observação de exemplo.',
  },
];

/** Also the alphanumeric CNPJ: each character counts as its code minus 48. */
export function validCnpj(cnpj: string): boolean {
  const chars = cnpj.toUpperCase().replace(/[./-]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || /^0+$/.test(chars)) return false;
  const values = [...chars].map((c) => c.charCodeAt(0) - 48);
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += values[i] * [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2][i + 13 - length];
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === values[12] && digit(13) === values[13];
}

const lineOfText = (text: string, needle: RegExp) => {
  const i = text.split('\n').findIndex((line) => needle.test(line));
  return i < 0 ? undefined : i + 1;
};

export function publishingProblems(files: ContentFiles): ContentError[] {
  const problems: ContentError[] = [];
  const contentFilesList = [...files.list('content', '.yml'), ...files.list('content', '.mdx')].map((rel) => `content/${rel}`);
  for (const file of contentFilesList) {
    const lines = (files.text(file) ?? '').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*#/.test(line)) return; // editors' comments may describe samples
      for (const rule of SAMPLE_VALUES) {
        for (const match of line.matchAll(rule.pattern)) problems.push({ file, line: i + 1, message: rule.message(match[0]), fix: rule.fix });
      }
    });
  }
  const office = files.text(OFFICE) ?? '';
  const cnpj = /^cnpj:\s*"?([^"\n]+)"?/m.exec(office)?.[1]?.trim();
  if (cnpj !== undefined && !validCnpj(cnpj)) {
    problems.push({
      file: OFFICE, line: lineOfText(office, /^cnpj:/), field: 'cnpj',
      message: /^0{8}/.test(cnpj.replace(/\D/g, '')) ? `o CNPJ "${cnpj}" é de exemplo (só zeros).` : `o CNPJ "${cnpj}" tem os dígitos verificadores errados.`,
      fix: 'Copie o CNPJ do cartão CNPJ do cartório, no formato 00.000.000/0000-00.',
    });
  }
  const cns = /^cns:\s*"?([^"\n]+)"?/m.exec(office)?.[1]?.trim();
  // The CNJ publishes no check-digit rule for the CNS: its form and the all-zero sample are what can be checked.
  if (cns !== undefined && (!/^\d{2}\.\d{3}-\d$/.test(cns) || /^[0.-]+$/.test(cns))) {
    problems.push({
      file: OFFICE, line: lineOfText(office, /^cns:/), field: 'cns',
      message: /^[0.-]+$/.test(cns) ? `o código CNS "${cns}" é de exemplo (só zeros).` : `o código CNS "${cns}" não está no formato 00.000-0.`,
      fix: 'Copie o Código Nacional da Serventia do Justiça Aberta (CNJ), no formato 00.000-0.',
    });
  }
  return problems;
}
