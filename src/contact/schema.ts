/**
 * The one definition of the contact form's rules (spec section 5). Values are trimmed first, so
 * whitespace-only counts as empty and lengths count the trimmed text. zod/mini keeps this small:
 * it ships only in the /contato page's chunk.
 */
import * as z from 'zod/mini';
import { CONTACT_ERRORS as E, CONTACT_FIELDS, type ContactField } from '../strings/contact.ts';

export const NOME_MIN = 2;
export const MENSAGEM_MIN = 10;

/** Trimmed text that must not be empty; later checks run only when it is not. */
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, { error: message, abort: true }));

export const contactSchema = z.object({
  nome: required(E.nomeRequired).check(z.minLength(NOME_MIN, { error: E.nomeMin })),
  email: z.pipe(required(E.emailRequired), z.email({ error: E.emailInvalid })),
  telefone: required(E.telefoneRequired),
  servico: required(E.servicoRequired),
  mensagem: required(E.mensagemRequired).check(z.minLength(MENSAGEM_MIN, { error: E.mensagemMin })),
});

export type ContactValues = Record<ContactField, string>;
export type ContactData = z.infer<typeof contactSchema>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_VALUES: ContactValues = { nome: '', email: '', telefone: '', servico: '', mensagem: '' };

export type ValidationResult = { ok: true; data: ContactData } | { ok: false; errors: ContactErrors };

/** Validates the form: the trimmed data, or the first message of each invalid field. */
export function validateContact(values: ContactValues): ValidationResult {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
