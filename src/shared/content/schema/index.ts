/**
 * The schemas of the content files that are not pages: FAQ categories and the YAML data files (office,
 * shared facts, fees, menu, platforms, search words, holidays, deadlines). Page frontmatter is each page
 * kind's own (src/kinds). Editors' mistakes are reported from these definitions, so each field carries its
 * own help (`help()` in fields.ts: an example, a rule, a description) that the error message shows as the
 * fix, the field tables of docs/conteudo-a-mao.md are generated from (src/node/content/field-tables.ts),
 * and the staff editor's forms show as each field's hint (src/node/cms/fields.ts).
 */
export * from './fields.ts';
export * from './faq.ts';
export * from './office.ts';
export * from './facts.ts';
export * from './fees.ts';
export * from './menu.ts';
export * from './platforms.ts';
export * from './search-words.ts';
export * from './holidays.ts';
export * from './deadlines.ts';
export * from './glossary.ts';
