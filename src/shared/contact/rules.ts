/**
 * The one definition of the contact form's rules (spec section 5). Values are trimmed first, so
 * whitespace-only counts as empty and lengths count the trimmed text.
 *
 * Five fields with a required check, a minimum length and an e-mail pattern: written as a small rule
 * table rather than with a schema library, because this code ships to every phone that opens
 * /contato (zod/mini cost 5 KB gzip there; these rules cost a tenth of that). Build-time content
 * keeps zod (src/shared/content/schema/ and src/kinds/<kind>/schema.ts).
 */
import { CONTACT_ERRORS as E, CONTACT_FIELDS, type ContactField } from '../strings/contact.ts';

export const NOME_MIN = 2;
export const MENSAGEM_MIN = 10;
/**
 * The message's maximum (the textarea's maxlength and a rule). The whole request travels in a wa.me
 * link: 1,000 characters of Portuguese prose (spaces, accents and punctuation as people write them,
 * about 1.4 encoded characters each) plus the greeting, name, service, phone and e-mail make a link of
 * about 1,800 characters, under the ~2,000 that every browser, app hand-off and proxy accepts. Text of
 * accented letters or symbols only (6 to 9 encoded characters each) would reach 7,000–10,000, still
 * under the 8 KB request line servers allow; a shorter limit would cut ordinary requests instead.
 */
export const MENSAGEM_MAX = 1000;

/** zod 4's default e-mail pattern (z.email()), kept so the accepted addresses did not change. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type ContactValues = Record<ContactField, string>;
export type ContactData = ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_VALUES: ContactValues = { nome: '', email: '', telefone: '', servico: '', mensagem: '' };

export type ValidationResult = { ok: true; data: ContactData } | { ok: false; errors: ContactErrors };

/** Each field: the message when empty, then the first further check that fails (if any). */
const RULES: Record<ContactField, { required: string; check?: (value: string) => string | undefined }> = {
  nome: { required: E.nomeRequired, check: (v) => (v.length < NOME_MIN ? E.nomeMin : undefined) },
  email: { required: E.emailRequired, check: (v) => (EMAIL.test(v) ? undefined : E.emailInvalid) },
  telefone: { required: E.telefoneRequired },
  servico: { required: E.servicoRequired },
  mensagem: {
    required: E.mensagemRequired,
    check: (v) => (v.length < MENSAGEM_MIN ? E.mensagemMin : v.length > MENSAGEM_MAX ? E.mensagemMax : undefined),
  },
};

/** Validates the form: the trimmed data, or the first message of each invalid field. */
export function validateContact(values: ContactValues): ValidationResult {
  const data = { ...EMPTY_VALUES };
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = (values[field] ?? '').trim();
    data[field] = value;
    const { required, check } = RULES[field];
    const error = value === '' ? required : check?.(value);
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}
