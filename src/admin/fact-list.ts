/** A facts file's form as the editor's preview lists it: each fact's name, text, sample state and uses. */
import { interpolate, type FactMap, type FactUse, type FactUses } from '../shared/content/facts.ts';
import { labelOf } from '../shared/content/field-labels.ts';
import { withNewEntries } from '../shared/content/new-entries.ts';

export interface FactItem {
  key: string;
  name: string;
  text: string;
  toConfirm: boolean;
  uses: FactUse[];
}

/** The pages use "x" for a fact written as xComRegistroDeImoveis / xSemRegistroDeImoveis. */
const usedAs = (name: string) => [name, ...(/^(.+)(Com|Sem)RegistroDeImoveis$/.exec(name)?.slice(1, 2) ?? [])];

export function factItems(data: Record<string, unknown>, facts: FactMap, uses: FactUses['uses']): FactItem[] {
  const { amostra, ...entries } = withNewEntries(data);
  const toConfirm = new Set(Array.isArray(amostra) ? amostra.map(String) : []);
  const own = Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const current: FactMap = { ...facts, ...Object.fromEntries(own.map(([name, text]) => [`fatos.${name}`, text])) };
  return own.map(([name, text]) => ({
    key: `fatos.${name}`,
    name: labelOf(name),
    text: interpolate(text, current, () => {}),
    toConfirm: toConfirm.has(name),
    uses: usedAs(name).flatMap((n) => uses[n] ?? []),
  }));
}
