/** FAQ question ids are the questions' addresses (/duvidas#id): unique across the FAQ files. */

export const QUESTION_ID = /<Question\b[^>]*\bid="([^"]*)"/g;

export type FaqIds = Record<string, { file: string; subject: string }>;
