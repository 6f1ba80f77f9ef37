import { describe, expect, it } from 'vitest';
import { departmentLabel, findDepartment, whatsappMessage, whatsappUrl } from './whatsapp';
import type { ContactData } from './rules';

const departments = [
  { nome: 'ESCRITURA', numero: '5596999990002', email: 'escritura@example.com' },
  { nome: 'REGISTRO DE TÍTULOS, DOCUMENTOS E PESSOAS JURÍDICAS', numero: '5596999990005', email: 'rtd@example.com' },
];

const data: ContactData = {
  nome: 'Maria',
  email: 'maria@example.com',
  telefone: '(96) 99999-1234',
  servico: 'ESCRITURA',
  mensagem: 'Quero agendar uma escritura.',
};

/** The text a chat link carries, decoded. */
const textOf = (url: string) => {
  const match = /^https:\/\/wa\.me\/(\d+)\?text=([^&#]*)$/.exec(url);
  if (!match) throw new Error(`not a wa.me chat link: ${url}`);
  return { digits: match[1], text: decodeURIComponent(match[2]) };
};

describe('whatsappMessage', () => {
  it('greets with the name, then service, phone, e-mail and message, one per line', () => {
    expect(whatsappMessage(data, 'Escritura')).toBe(
      'Olá! Meu nome é Maria.\nServiço de interesse: Escritura\nTelefone: (96) 99999-1234\nE-mail: maria@example.com\nMensagem: Quero agendar uma escritura.',
    );
  });

  it('replaces lone surrogates, which encodeURIComponent cannot encode', () => {
    const text = whatsappMessage({ ...data, mensagem: 'a\uD83Db' }, 'Escritura');
    expect(text.endsWith('a\uFFFDb')).toBe(true);
    expect(() => encodeURIComponent(text)).not.toThrow();
  });
});

describe('whatsappUrl', () => {
  it('opens the department number with the encoded text', () => {
    const url = whatsappUrl(departments[0], data);
    expect(url.startsWith('https://wa.me/5596999990002?text=')).toBe(true);
    expect(textOf(url)).toEqual({ digits: '5596999990002', text: whatsappMessage(data, 'Escritura') });
  });

  it('round-trips accents, emoji, line breaks and URL/HTML special characters', () => {
    const tricky: ContactData = {
      nome: 'João Ção Ü "Zé" d\'Ávila',
      email: 'a+b@example.com',
      telefone: '+55 (96) 9 9999-0000 #2',
      servico: 'ESCRITURA',
      mensagem: 'Linha 1\nLinha 2 😀👍🏽\r\n& = ? # % %20 + / \\ <script>alert("x")</script> \'aspas\' “curvas”',
    };
    const url = whatsappUrl(departments[0], tricky);
    // Nothing that would end or split the query survives unencoded (encodeURIComponent keeps only ' ( ) ! * . - _ ~).
    const query = url.split('?text=')[1];
    expect(query).not.toMatch(/[\s&#?<>"\\]/);
    expect(query).toContain('%0A');
    const { text } = textOf(url);
    expect(text).toBe(whatsappMessage(tricky, 'Escritura'));
    expect(text).toContain('Mensagem: Linha 1\nLinha 2 😀👍🏽\r\n& = ? # % %20 + / \\ <script>alert("x")</script> \'aspas\' “curvas”');
    expect(text.startsWith('Olá! Meu nome é João Ção Ü "Zé" d\'Ávila.\n')).toBe(true);
  });

  it('names the service in readable case', () => {
    const { text } = textOf(whatsappUrl(departments[1], { ...data, servico: departments[1].nome }));
    expect(text).toContain('\nServiço de interesse: Registro de Títulos, Documentos e Pessoas Jurídicas\n');
  });
});

describe('findDepartment', () => {
  it('matches the exact department name', () => {
    expect(findDepartment(departments, 'ESCRITURA')).toBe(departments[0]);
  });

  it.each(['', 'escritura', 'ESCRITURA ', 'PROTESTO', '<script>'])('finds nothing for %j', (servico) => {
    expect(findDepartment(departments, servico)).toBeUndefined();
  });
});

describe('departmentLabel', () => {
  it.each([
    ['PROCURAÇÃO', 'Procuração'],
    ['REGISTRO CIVIL', 'Registro Civil'],
    ['REGISTRO DE TÍTULOS, DOCUMENTOS E PESSOAS JURÍDICAS', 'Registro de Títulos, Documentos e Pessoas Jurídicas'],
  ])('%s → %s', (nome, label) => {
    expect(departmentLabel(nome)).toBe(label);
  });
});
