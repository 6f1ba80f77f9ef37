/**
 * The forms of files whose keys are the content (facts, search words) cannot add a field to themselves,
 * so they end with a list of new entries, which becomes keys of the file on save once it passes these checks.
 */

/** The form's list of new entries: never written to the file. */
export const NEW_ENTRIES = 'novos';

export interface NewEntry { nome?: string; texto?: string; variacoes?: string[] }

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const valueOf = (entry: NewEntry) => (entry.variacoes ? entry.variacoes.filter((v) => v.trim()) : entry.texto);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function withNewEntries<T>(data: T): T {
  if (!isRecord(data) || !Object.hasOwn(data, NEW_ENTRIES)) return data;
  const { [NEW_ENTRIES]: list, ...rest } = data;
  // No prototype: a name such as "__proto__" is a key like any other.
  const added: Record<string, unknown> = Object.create(null);
  for (const entry of Array.isArray(list) ? (list as NewEntry[]) : []) {
    const name = entry?.nome?.trim();
    if (name && !Object.hasOwn(rest, name)) added[name] = valueOf(entry);
  }
  // Before `amostra`, which closes a facts file.
  const { amostra, ...fields } = rest;
  return { ...fields, ...added, ...(amostra === undefined ? {} : { amostra }) } as T;
}

/**
 * What only the list can get wrong: a missing name or text, a name given twice or already used in the
 * file. The rest is the schema's, checked on the data as written.
 */
export function newEntryProblems(data: Record<string, unknown>, kind: 'fato' | 'grupo'): string[] {
  const list = data[NEW_ENTRIES];
  if (!Array.isArray(list)) return [];
  const problems: string[] = [];
  const seen = new Set<string>();
  (list as NewEntry[]).forEach((entry, i) => {
    const where = `novo ${kind} nº ${i + 1}`;
    const name = entry?.nome?.trim() ?? '';
    if (!name) return problems.push(`${where}: falta o nome`);
    if (seen.has(name)) problems.push(`${where}: o nome "${name}" aparece duas vezes`);
    seen.add(name);
    const value = valueOf(entry);
    if (kind === 'fato' && !String(value ?? '').trim()) problems.push(`${where} ("${name}"): falta o texto`);
    if (kind === 'grupo' && !(value as string[] | undefined)?.length) problems.push(`${where} ("${name}"): escreva pelo menos uma variação`);
    // Saved already (the form keeps the list after a save): nothing to add, nothing wrong.
    if (Object.hasOwn(data, name) && name !== NEW_ENTRIES && !sameValue(data[name], value)) {
      problems.push(`${where}: já existe "${name}" neste arquivo; mude o texto no campo dele ou escolha outro nome`);
    }
    return undefined;
  });
  return problems;
}
