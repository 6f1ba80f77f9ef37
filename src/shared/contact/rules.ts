/**
 * The contact form's rules (spec section 5). Values are trimmed first, so whitespace-only is empty.
 * A small rule table, not a schema library: this code ships to every phone that opens /contato.
 */
import { CONTACT_ERRORS as E, CONTACT_FIELDS, type ContactField } from '../strings/contact.ts';

export const NOME_MIN = 2;
export const MENSAGEM_MIN = 10;
/**
 * The whole request travels in a wa.me link: this limit keeps it under the length every browser and app
 * hand-off accepts; a shorter one would cut ordinary requests.
 */
export const MENSAGEM_MAX = 1000;

/** zod 4's default e-mail pattern, so the accepted addresses did not change. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type ContactValues = Record<ContactField, string>;
export type ContactData = ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_VALUES: ContactValues = { nome: '', email: '', telefone: '', servico: '', mensagem: '' };

export type ValidationResult = { ok: true; data: ContactData } | { ok: false; errors: ContactErrors };

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

/** The trimmed data, or the first message of each invalid field. */
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
