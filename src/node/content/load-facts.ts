/** Shared facts: every content/fatos/*.yml merged with the office's own, nested facts resolved. */
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
  values: Record<string, string>;
  origin: Record<string, string>;
  toConfirm: Set<string>;
}

/** A fact that addresses a file on this site must name one public/ serves, or the visitor's button opens a 404. */
function unservedFile(files: ContentFiles, value: string): { message: string; fix: string } | undefined {
  const address = value.trim();
  if (!/^\/[^/\s{}]\S*\.[a-z0-9]{2,5}$/i.test(address)) return undefined;
  // A content folder checked with no public/ beside it has nothing to check against.
  const publicDir = path.join(files.root, 'public');
  if (!fs.existsSync(publicDir) || fs.existsSync(path.join(publicDir, decodeURIComponent(address)))) return undefined;
  return {
    message: `o arquivo "${address}" não existe no site (o visitante veria "página não encontrada").`,
    fix: 'Envie o arquivo em Mídia e escolha-o no campo, ou confira o nome: o endereço é o que Mídia mostra, começando por "/documentos/".',
  };
}

/** A name defined twice is an error: two pages could disagree. */
export function loadFacts(files: ContentFiles, errors: ContentError[]): RawFacts {
  const values: Record<string, string> = {};
  const origin: Record<string, string> = {};
  const toConfirm = new Set<string>();
  for (const name of files.list(FACTS_DIR, '.yml').filter((f) => !f.includes('/'))) {
    const file = `${FACTS_DIR}/${name}`;
    const { amostra, ...facts } = (loadYaml(files, file, factsFileSchema, errors) ?? {}) as Record<string, string> & { amostra?: string[] | boolean };
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
 * A statement still to confirm carries its sample mark in its own text, so every sentence using it shows
 * the mark; registry-attribution facts too while office.yml lists `atribuicoes` as sample.
 */
export function markClaimsToConfirm(raw: RawFacts, attributionsToConfirm: boolean): Record<string, string> {
  const marked: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw.values)) {
    const dependsOnAttributions = /(Com|Sem)RegistroDeImoveis$/.test(key);
    marked[key] = raw.toConfirm.has(key) || (attributionsToConfirm && dependsOnAttributions) ? markSampleClaim(value) : value;
  }
  return marked;
}

/** A fact may use other facts; a loop or unknown name is reported. */
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
