/**
 * Every field carries its own help in the schema (src/shared/content/schema/ and src/kinds/<kind>/schema.ts, `help()`), read back along
 * an error's path (src/node/content/schema-walk.ts): a mistake in content/office.yml says what to write.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { fieldFix, fieldHelp } from '../../src/node/content/schema-walk';
import { holidaysSchema, officeSchema } from '../../src/shared/content/schema';
import { newsFrontmatter } from '../../src/kinds/noticia/schema';
import { routedFrontmatter } from '../../src/kinds/routed-schema';
import { siteWith } from './fixture-site';

const OFFICE = 'content/office.yml';

/** The one error content/office.yml gives after replacing `from` (which the fixture must contain) with `to`. */
function officeError(from: string, to: string) {
  let replaced = false;
  const dir = siteWith(OFFICE, (t) => {
    replaced = t.includes(from);
    return t.replace(from, to);
  });
  expect(replaced, `the fixture's office.yml has ${from}`).toBe(true);
  const errors = loadContent(dir).errors;
  expect(errors, to).toHaveLength(1);
  return errors[0];
}

describe('every format mistake in office.yml says what to write', () => {
  // [what the fixture has, the mistake, the field reported, what "Como corrigir" must show]
  const cases: [string, string, string, string][] = [
    ['telefone: "559632220000"', 'telefone: "(96) 3222-0000"', 'telefone', 'telefone: "559632220000"   (só dígitos: 55, o DDD e o número'],
    ['whatsapp: "5596999990000"', 'whatsapp: "(96) 99999-0000"', 'whatsapp', 'whatsapp: "5596999990000"   (só dígitos'],
    ['numero: "5596999990002"', 'numero: "96 99999-0002"', 'departamentos › [2º item] › numero', 'numero: "5596999990001"   (o WhatsApp do departamento, só dígitos'],
    ['telefone: "559632220001"', 'telefone: "3222-0001"', 'encarregadoLgpd › telefone', 'telefone: "559632220001"   (só dígitos: 55, o DDD e o número'],
    ['email: "contato@cartorio1oficio.com.br"', 'email: "contato arroba cartorio1oficio.com.br"', 'email', 'email: "contato@seucartorio.com.br"'],
    ['email: "escritura@cartorio1oficio.com.br"', 'email: "escritura@"', 'departamentos › [2º item] › email', 'email: "registrocivil@seucartorio.com.br"'],
    ['cep: "68900-000"', 'cep: "68900000"', 'endereco › cep', 'cep: "68900-000"   (cinco dígitos, traço, três dígitos)'],
    ['estado: "AP"', 'estado: "Amapá"', 'endereco › estado', 'estado: AP   (a sigla do estado, em maiúsculas)'],
    ['cnpj: "00.000.000/0001-00"', 'cnpj: "00000000000100"', 'cnpj', 'cnpj: "00.000.000/0001-00"   (com pontos, barra e traço'],
    ['siteUrl: "https://www.cartorio1oficio.com.br"', 'siteUrl: "https://www.cartorio1oficio.com.br/"', 'siteUrl', 'siteUrl: "https://www.seucartorio.com.br"   (com https://, sem barra nem caminho no fim)'],
    ['fusoHorario: "America/Belem"', 'fusoHorario: "Horário de Brasília"', 'fusoHorario', 'fusoHorario: "America/Belem"'],
    ['mapaUrl: "https://www.openstreetmap.org/search', 'mapaUrl: "openstreetmap.org/search', 'mapaUrl', 'mapaUrl: "https://www.openstreetmap.org/search?query=..."   (endereço completo, com https://)'],
    ['abre: "08:00"', 'abre: "8h"', 'horario › semana › [1º item] › intervalos › [1º item] › abre', 'abre: "08:00"   (horas:minutos, com dois dígitos)'],
    ['fecha: "16:00"', 'fecha: "16"', 'horario › semana › [1º item] › intervalos › [1º item] › fecha', 'fecha: "16:00"   (horas:minutos, com dois dígitos'],
    ['url: "https://www.instagram.com/cartorio1oficio"', 'url: "instagram.com/cartorio1oficio"', 'redesSociais › [1º item] › url', 'url: "https://www.exemplo.gov.br"   (endereço completo, com https://)'],
    ['url: "https://www.tjap.jus.br"', 'url: "www.tjap.jus.br"', 'portalSelo › url', 'url: "https://www.exemplo.gov.br"   (endereço completo, com https://)'],
  ];

  it.each(cases)('%s → %s', (from, to, field, fix) => {
    const error = officeError(from, to);
    expect(error).toMatchObject({ file: OFFICE, field });
    expect(error.fix).toContain(fix);
  });

  it('an unknown key inside a group lists the keys accepted there', () => {
    const error = officeError('  bairro: "Centro"', '  bairro: "Centro"\n  numero: "1000"');
    expect(error.message).toContain('campo desconhecido "numero" dentro de "endereco"');
    expect(error.fix).toBe('Campos aceitos aqui: "logradouro", "bairro", "cidade", "estado", "cep", "pais".');
  });
});

describe('the help is the field\'s own, found along the path', () => {
  it('the same name has its own example in each file and place', () => {
    expect(fieldFix(officeSchema, ['nome'], {})).toBe('nome: "Cartório do 1º Ofício de Notas e Registros"');
    expect(fieldFix(officeSchema, ['departamentos', 0, 'nome'], {})).toBe('nome: "REGISTRO CIVIL"');
    expect(fieldFix(holidaysSchema, ['fechamentos', 0, 'nome'], {})).toBe('nome: "Recesso de fim de ano"');
    expect(fieldFix(newsFrontmatter, ['resumo'], {})).toContain('até 240 caracteres');
    expect(fieldFix(routedFrontmatter, ['resumo'], { layout: 'servico' })).toContain('até 200 caracteres');
  });

  it('a field without help of its own falls back to the nearest field around it that has one', () => {
    // A holiday's name: the list shows how an item is written.
    expect(fieldFix(holidaysSchema, ['feriadosMunicipais', 0, 'nome'], {})).toContain('nome: "Aniversário da cidade"');
    expect(fieldFix(routedFrontmatter, ['etapas', 1, 'titulo'], { layout: 'servico' })).toMatch(/^etapas:\n {2}- titulo:/);
  });

  it('finds help behind optional, default and preprocess wrappers', () => {
    const service = { layout: 'servico' };
    expect(fieldHelp(routedFrontmatter, ['departamento'], service)?.exemplo).toBe('departamento: "ESCRITURA"');
    expect(fieldHelp(routedFrontmatter, ['botaoPrincipal'], service)?.exemplo).toBe('botaoPrincipal: agendar');
    expect(fieldHelp(routedFrontmatter, ['mostrarTitulo'], { layout: 'pagina' })?.exemplo).toBe('mostrarTitulo: false');
    expect(fieldHelp(holidaysSchema, ['pontosFacultativos', 'corpusChristi'], {})?.exemplo).toBe('corpusChristi: true');
  });
});
