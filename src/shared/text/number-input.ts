/**
 * A number as people in Brazil type it: the comma is the decimal mark and dots group thousands, unless
 * the text has no comma and a dot that cannot be one ("92.50"). What cannot be read is refused, never
 * guessed at (no silent ×100).
 */

export const NUMBER_WIDGET = 'numero';

export type NumberKind = 'reais' | 'inteiro' | 'decimal';

export type NumberReading = { ok: true; value: number } | { ok: false; message: string };

const EXAMPLE: Record<NumberKind, string> = { reais: '92,50 ou 1.234,56', inteiro: '215613 ou 215.613', decimal: '15 ou 2,5' };

/** "" is not a number: the caller decides whether empty is allowed. */
export function readNumber(text: string, kind: NumberKind): NumberReading {
  const plain = text.replace(/^\s*R\$\s*/i, '').replace(/[\s\u00a0]/g, '');
  const refuse = (why: string): NumberReading => ({ ok: false, message: `"${text.trim()}" ${why} Escreva como ${EXAMPLE[kind]}.` });
  if (!/^-?[\d.,]+$/.test(plain) || !/\d/.test(plain)) return refuse('não é um número.');
  const negative = plain.startsWith('-');
  const digits = negative ? plain.slice(1) : plain;
  let normal: string;
  if (digits.includes(',')) {
    if (!/^(\d{1,3}(\.\d{3})+|\d+),\d+$/.test(digits)) return refuse('não é um número: use a vírgula só para os centavos e o ponto só entre milhares.');
    normal = digits.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(digits)) {
    normal = digits.replace(/\./g, '');
  } else if (/^\d+(\.\d+)?$/.test(digits)) {
    normal = digits;
  } else {
    return refuse('não é um número.');
  }
  const value = (negative ? -1 : 1) * Number(normal);
  if (kind === 'inteiro' && !Number.isInteger(value)) return refuse('não é um número inteiro.');
  if (kind === 'reais' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return refuse('tem mais de dois centavos.');
  return { ok: true, value };
}

const FORMATS: Record<NumberKind, Intl.NumberFormat> = {
  reais: new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  inteiro: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }),
  decimal: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 }),
};

export const showNumber = (value: number, kind: NumberKind) => FORMATS[kind].format(value);
