/**
 * Adding entries to the files whose keys are the content (the shared facts, content/fatos/*.yml; the
 * search synonyms and everyday expressions, content/busca/*.yml). The editor's form cannot add a field
 * to itself, so these files' forms end with a list of new entries (src/node/cms/config.ts); on save the
 * list becomes keys of the file (src/admin/formats.ts) once it passes these checks and, as the file will
 * hold it, the build's schema (src/admin/validate.ts).
 */

/** The form's list of new entries: never written to the file. */
export const NEW_ENTRIES = 'novos';

export interface NewEntry { nome?: string; texto?: string; variacoes?: string[] }

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const valueOf = (entry: NewEntry) => (entry.variacoes ? entry.variacoes.filter((v) => v.trim()) : entry.texto);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The data as the file will hold it: each new entry a key of its own, the list itself gone. */
export function withNewEntries<T>(data: T): T {
  if (!isRecord(data) || !Object.hasOwn(data, NEW_ENTRIES)) return data;
  const { [NEW_ENTRIES]: list, ...rest } = data;
  // No prototype: a name such as "__proto__" is a key like any other.
  const added: Record<string, unknown> = Object.create(null);
  for (const entry of Array.isArray(list) ? (list as NewEntry[]) : []) {
    const name = entry?.nome?.trim();
    if (name && !Object.hasOwn(rest, name)) added[name] = valueOf(entry);
  }
  // Before `amostra` (the facts still to confirm), which closes a facts file.
  const { amostra, ...fields } = rest;
  return { ...fields, ...added, ...(amostra === undefined ? {} : { amostra }) } as T;
}

/**
 * What only the list can get wrong, in Portuguese: an entry without a name or a text, a name given twice,
 * a name the file already uses for something else. The rest (what a fact's name may be, a word in two
 * groups, a one-word expression) is the schema's, checked on the data as written. `kind`: "fato" (a name
 * and a text) or "grupo" (a main word and its variations).
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
