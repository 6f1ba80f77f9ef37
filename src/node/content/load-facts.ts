/**
 * Shared facts: every content/fatos/*.yml merged, and the office's own ({{cartorio.x}}), with facts that
 * use other facts resolved. Which file defines each fact is kept for the pages' dates (dates.ts).
 */
import { factsFileSchema } from '../../shared/content/schema/index.ts';
import { interpolate, PLACEHOLDER, type FactMap } from '../../shared/content/facts.ts';
import { markSampleClaim } from '../../shared/content/sample-claims.ts';
import type { ContentError } from '../../shared/content/site-content.ts';
import type { ContentFiles } from './files.ts';
import { loadYaml } from './read-file.ts';
import { lineOfKey } from './positions.ts';
import fs from 'node:fs';
import path from 'node:path';

export const FACTS_DIR = 'content/fatos';

export interface RawFacts {
  /** Fact name without prefix → its text as written (may use other facts). */
  values: Record<string, string>;
  /** Fact name without prefix → the file that defines it. */
  origin: Record<string, string>;
  /** Facts their file lists under `amostra`: office statements still to confirm. */
  toConfirm: Set<string>;
}

/**
 * A fact that is the address of a file on this site (the privacy PDF): the file must be one the site
 * serves, from public/; otherwise the visitor's button opens "página não encontrada".
 */
function unservedFile(files: ContentFiles, value: string): { message: string; fix: string } | undefined {
  const address = value.trim();
  if (!/^\/[^/\s{}]\S*\.[a-z0-9]{2,5}$/i.test(address)) return undefined;
  // A content folder checked on its own, with no public/ beside it, has no files to check against.
  const publicDir = path.join(files.root, 'public');
  if (!fs.existsSync(publicDir) || fs.existsSync(path.join(publicDir, decodeURIComponent(address)))) return undefined;
  return {
    message: `o arquivo "${address}" não existe no site (o visitante veria "página não encontrada").`,
    fix: 'Envie o arquivo em Mídia e escolha-o no campo, ou confira o nome: o endereço é o que Mídia mostra, começando por "/documentos/".',
  };
}

/** Merges every content/fatos/*.yml; a name defined twice is an error (two pages could disagree). */
export function loadFacts(files: ContentFiles, errors: ContentError[]): RawFacts {
  const values: Record<string, string> = {};
  const origin: Record<string, string> = {};
  const toConfirm = new Set<string>();
  for (const name of files.list(FACTS_DIR, '.yml').filter((f) => !f.includes('/'))) {
    const file = `${FACTS_DIR}/${name}`;
    // `amostra` lists facts still to confirm (src/node/content/samples.ts reads it); it is not a fact.
    const { amostra, ...facts } = (loadYaml(files, file, factsFileSchema, errors) ?? {}) as Record<string, string> & { amostra?: string[] | boolean };
    // `amostra: false` (all confirmed) or `true` name no single fact.
    for (const key of Array.isArray(amostra) ? amostra : []) toConfirm.add(key);
    for (const [key, value] of Object.entries(facts)) {
      if (Object.hasOwn(values, key)) {
        errors.push({ file, field: key, message: `o fato "${key}" já foi definido em ${origin[key]}.`, fix: 'Cada fato deve ser escrito uma única vez: apague uma das duas definições ou mude o nome.' });
        continue;
      }
      values[key] = value;
      origin[key] = file;
      const missing = unservedFile(files, value);
      if (missing) errors.push({ file, line: lineOfKey(files.text(file) ?? '', [], key, 1), field: key, ...missing });
    }
  }
  return { values, origin, toConfirm };
}

/**
 * The facts as pages read them: an office statement still to confirm carries its sample mark in its own
 * text (src/shared/content/sample-claims.ts), so every sentence that uses it, even through another fact,
 * shows the mark. The facts that depend on whether this office keeps the property registry
 * (`…ComRegistroDeImoveis` / `…SemRegistroDeImoveis`) are claims about the office too: marked while
 * office.yml still lists `atribuicoes` as sample.
 */
export function markClaimsToConfirm(raw: RawFacts, attributionsToConfirm: boolean): Record<string, string> {
  const marked: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw.values)) {
    const dependsOnAttributions = /(Com|Sem)RegistroDeImoveis$/.test(key);
    marked[key] = raw.toConfirm.has(key) || (attributionsToConfirm && dependsOnAttributions) ? markSampleClaim(value) : value;
  }
  return marked;
}

/**
 * A fact may use other facts ({{fatos.x}}, {{cartorio.x}}), so a list written once can be part of
 * several sentences. Resolved a few levels deep; a loop or an unknown name is reported.
 */
export function resolveNestedFacts(facts: FactMap, errors: ContentError[]): FactMap {
  const resolved: FactMap = { ...facts };
  for (let depth = 0; depth < 5; depth++) {
    let changed = false;
    for (const [key, value] of Object.entries(resolved)) {
      const next = interpolate(value, resolved, () => undefined);
      if (next !== value) [resolved[key], changed] = [next, true];
    }
    if (!changed) break;
  }
  for (const [key, value] of Object.entries(resolved)) {
    for (const m of value.matchAll(PLACEHOLDER)) {
      errors.push({
        file: 'content/fatos/', field: key.replace(/^fatos\./, ''),
        message: `o fato "${key}" usa "{{${m[1]}}}", que não existe ou forma um ciclo.`,
        fix: 'Use só fatos definidos em content/fatos/*.yml ou content/office.yml, sem um fato depender de si mesmo.',
      });
    }
  }
  return resolved;
}
