/**
 * The schemas of the content files that are not pages. Each field carries its own help(), which is the
 * fix in error messages, the guide's field tables and the editor form's hint: one source.
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
