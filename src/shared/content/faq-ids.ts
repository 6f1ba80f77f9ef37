/**
 * FAQ question ids are the questions' addresses (/duvidas#id): unique across the FAQ files, which the build
 * checks (src/node/content/checks.ts) and the editor checks before a save (src/admin/validate.ts), from
 * the ids of the other files (/admin/perguntas.json, src/node/cms/faq-ids.ts).
 */

/** A question's opening tag and its id, as written in a FAQ file. */
export const QUESTION_ID = /<Question\b[^>]*\bid="([^"]*)"/g;

/** Each FAQ question id, with the file it is in and that file's subject ("Custos e Pagamentos"). */
export type FaqIds = Record<string, { file: string; subject: string }>;
