/** The WhatsApp chat link for a contact request (pure: no DOM, no office import). */
import { whatsappHref } from '../text/format.ts';
import { wellFormed } from '../text/well-formed.ts';
import { WHATSAPP_TEXT as T } from '../strings/contact.ts';
import type { ContactData } from './rules.ts';

export interface Department {
  nome: string;
  numero: string;
  email: string;
  atende?: string;
}

/** The department whose name is exactly the chosen service (a tampered value matches none). */
export function findDepartment<D extends Department>(departments: readonly D[], servico: string): D | undefined {
  return departments.find((d) => d.nome === servico);
}

const SMALL_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

export function departmentLabel(nome: string): string {
  return nome
    .toLocaleLowerCase('pt-BR')
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1)))
    .join(' ');
}

export function whatsappMessage(data: ContactData, serviceName: string): string {
  const text = [
    T.greeting(data.nome),
    `${T.servico}: ${serviceName}`,
    `${T.telefone}: ${data.telefone}`,
    `${T.email}: ${data.email}`,
    `${T.mensagem}: ${data.mensagem}`,
  ].join('\n');
  return wellFormed(text);
}

export function whatsappUrl(department: Department, data: ContactData): string {
  return whatsappHref(department.numero, whatsappMessage(data, departmentLabel(department.nome)));
}
