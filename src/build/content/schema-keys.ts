/**
 * The fields a schema accepts at a place in a content file, so "campo desconhecido" can list them
 * (read from the schema itself: the list can't drift from what the build accepts). Build time only.
 */
import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, Node>;
  innerType?: Node;
  in?: Node;
  element?: Node;
  options?: Node[];
  discriminator?: string;
}
interface Node { _zod: { def: Def; propValues?: Record<string, Set<unknown>> } }

/** Optional, nullable, default and pipe wrappers hide the schema that has the fields. */
function unwrap(node: Node): Node {
  for (;;) {
    const def = node._zod.def;
    if (def.innerType) node = def.innerType;
    else if (def.type === 'pipe' && def.in) node = def.in;
    else return node;
  }
}

/** Of a union's options, the one the value chose (by its discriminator, e.g. layout: servico). */
function option(node: Node, value: unknown): Node {
  const { type, options, discriminator } = node._zod.def;
  if (type !== 'union' || !options?.length) return node;
  const chosen = discriminator && value && typeof value === 'object' ? (value as Record<string, unknown>)[discriminator] : undefined;
  return unwrap(options.find((o) => o._zod.propValues?.[discriminator ?? '']?.has(chosen)) ?? options[0]);
}

export function acceptedKeys(schema: z.ZodType, fieldPath: PropertyKey[], data: unknown): string[] {
  let node = option(unwrap(schema as unknown as Node), data);
  let value = data;
  for (const key of fieldPath) {
    const def = node._zod.def;
    if (def.type === 'object' && def.shape && typeof key === 'string' && def.shape[key]) node = def.shape[key];
    else if (def.type === 'array' && def.element) node = def.element;
    else return [];
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    node = option(unwrap(node), value);
  }
  const { type, shape } = node._zod.def;
  return type === 'object' && shape ? Object.keys(shape) : [];
}
