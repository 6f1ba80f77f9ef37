/** Facts written once and referenced from any content file as {{fatos.x}}, so two pages cannot disagree. */
import type { Facts, Office } from './schema/index.ts';
import { formatPhone } from '../text/format.ts';
import { didYouMean } from '../text/edit-distance.ts';
import { weeklyHoursText } from './office-hours.ts';

export type FactMap = Record<string, string>;

export const officeHours = (office: Office): string => weeklyHoursText(office.horario);

export interface FactUse { title: string; route?: string }

/** The facts' files and, by fact name without "fatos.", where each is used. */
export interface FactUses { files: string[]; uses: Record<string, FactUse[]> }

export function officeAddress(office: Office): string {
  const a = office.endereco;
  return `${a.logradouro}, ${a.bairro}, ${a.cidade} - ${a.estado}, CEP ${a.cep}`;
}

export function buildFactMap(office: Office, facts: Facts): FactMap {
  const map: FactMap = {
    'cartorio.nome': office.nome,
    'cartorio.nomeCurto': office.nomeCurto,
    'cartorio.tempoDeServico': office.tempoDeServico,
    'cartorio.telefone': formatPhone(office.telefone),
    'cartorio.whatsapp': formatPhone(office.whatsapp),
    'cartorio.email': office.email,
    'cartorio.endereco': officeAddress(office),
    'cartorio.cidade': office.endereco.cidade,
    'cartorio.estado': office.endereco.estado,
    'cartorio.horario': officeHours(office),
    'cartorio.horarioObservacao': office.horario.observacao,
    ...(office.horario.plantao ? { 'cartorio.horarioPlantao': office.horario.plantao } : {}),
    'cartorio.cnpj': office.cnpj,
    'cartorio.cns': office.cns,
    'cartorio.tabeliaoTitular': office.tabeliaes.titular,
    'cartorio.tabeliaoSubstituto': office.tabeliaes.substituto,
    'cartorio.encarregadoNome': office.encarregadoLgpd.nome,
    'cartorio.encarregadoEmail': office.encarregadoLgpd.email,
    'cartorio.encarregadoTelefone': formatPhone(office.encarregadoLgpd.telefone),
    'cartorio.portalSeloNome': office.portalSelo.nome,
    'cartorio.portalSeloUrl': office.portalSelo.url,
  };
  for (const [key, value] of Object.entries(facts)) map[`fatos.${key}`] = value;
  // A fact written as "xComRegistroDeImoveis" and "xSemRegistroDeImoveis" is {{fatos.x}}: the one that
  // matches whether this office keeps the property registry.
  const variant = office.atribuicoes.registroDeImoveis ? 'Com' : 'Sem';
  for (const [key, value] of Object.entries(facts)) {
    const m = /^(.+)(Com|Sem)RegistroDeImoveis$/.exec(key);
    if (m && m[2] === variant) map[`fatos.${m[1]}`] = value;
  }
  return map;
}

export const PLACEHOLDER = /\{\{\s*([a-zA-Z]+\.[a-zA-Z0-9]+)\s*\}\}/g;

/** Unknown names are reported through onMissing and left as written. */
export function interpolate(text: string, facts: FactMap, onMissing: (name: string, index: number) => void): string {
  return text.replace(PLACEHOLDER, (whole, name: string, index: number) => {
    if (Object.hasOwn(facts, name)) return facts[name];
    onMissing(name, index);
    return whole;
  });
}

export function interpolateDeep<T>(value: T, facts: FactMap, onMissing: (name: string, path: (string | number)[]) => void, path: (string | number)[] = []): T {
  if (typeof value === 'string') return interpolate(value, facts, (name) => onMissing(name, path)) as T;
  if (Array.isArray(value)) return value.map((v, i) => interpolateDeep(v, facts, onMissing, [...path, i])) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, facts, onMissing, [...path, k])]),
    ) as T;
  }
  return value;
}

export function unknownFactProblem(name: string, facts: FactMap): { message: string; fix: string } {
  const prefix = name.split('.')[0];
  const known = Object.keys(facts).filter((k) => k.startsWith(`${prefix}.`));
  const guess = didYouMean(name, known).replace(/"([^"]+)"\?$/, '"{{$1}}"?');
  return {
    message: `o fato "{{${name}}}" não existe.${guess}`,
    fix: known.length
      ? `Use um dos fatos definidos (content/fatos/*.yml e content/office.yml): ${known.map((k) => `{{${k}}}`).join(', ')}`
      : 'Os fatos começam com "cartorio." (content/office.yml) ou "fatos." (content/fatos/*.yml).',
  };
}
