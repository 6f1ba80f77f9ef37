/**
 * Each formatter is made on first use: the first Intl formatter loads locale data, a long task a page
 * script that formats nothing yet should not pay.
 */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const numberFormat = once(() => new Intl.NumberFormat('pt-BR'));
const currencyFormat = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const dateFormat = once(() => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

export const formatNumber = (n: number) => numberFormat().format(n);
export const formatCurrency = (n: number) => currencyFormat().format(n);
/** UTC: a date has no time zone to shift it. */
export const formatDate = (isoDate: string) => dateFormat().format(new Date(`${isoDate}T00:00:00Z`));

export function formatPhone(digits: string): string {
  const national = digits.startsWith('55') ? digits.slice(2) : digits;
  const area = national.slice(0, 2);
  const local = national.slice(2);
  const split = local.length - 4;
  return `(${area}) ${local.slice(0, split)}-${local.slice(split)}`;
}

export const telHref = (digits: string) => `tel:+${digits}`;
export const whatsappHref = (digits: string, text?: string) =>
  `https://wa.me/${digits}${text === undefined ? '' : `?text=${encodeURIComponent(text)}`}`;
