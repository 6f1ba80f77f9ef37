/** Reads the schema at a place in a content file, so error messages can't drift from what the build accepts. */
import { z } from 'zod';
import type { FieldHelp } from '../../shared/content/schema/index.ts';

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

/** Outermost first. */
function* layers(node: Node): Generator<Node> {
  for (let at: Node | undefined = node; at; ) {
    yield at;
    const def: Def = at._zod.def;
    at = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
}

const unwrap = (node: Node): Node => [...layers(node)].at(-1)!;

/** The union option the value chose by its discriminator (e.g. layout: servico). */
function option(node: Node, value: unknown): Node {
  const { type, options, discriminator } = node._zod.def;
  if (type !== 'union' || !options?.length) return node;
  const chosen = discriminator && value && typeof value === 'object' ? (value as Record<string, unknown>)[discriminator] : undefined;
  return unwrap(options.find((o) => o._zod.propValues?.[discriminator ?? '']?.has(chosen)) ?? options[0]);
}

export function helpOf(field: z.ZodType): FieldHelp | undefined {
  for (const node of layers(field as unknown as Node)) {
    const meta = z.globalRegistry.get(node as unknown as z.ZodType);
    if (typeof meta?.exemplo === 'string') return meta as FieldHelp;
  }
  return undefined;
}

/** Undefined where the path leaves objects and lists. */
function walk(schema: z.ZodType, fieldPath: PropertyKey[], data: unknown, visit?: (field: Node) => void): Node | undefined {
  let node = option(unwrap(schema as unknown as Node), data);
  let value = data;
  for (const key of fieldPath) {
    const def = node._zod.def;
    if (def.type === 'object' && def.shape && typeof key === 'string' && def.shape[key]) node = def.shape[key];
    else if (def.type === 'array' && def.element) node = def.element;
    else return undefined;
    visit?.(node);
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    node = option(unwrap(node), value);
  }
  return node;
}

/** Undefined if not a group. */
export function fieldsAt(schema: z.ZodType, fieldPath: PropertyKey[], data?: unknown): Record<string, z.ZodType> | undefined {
  let node = walk(schema, fieldPath, data);
  if (node?._zod.def.type === 'array' && node._zod.def.element) node = unwrap(node._zod.def.element);
  const { type, shape } = node?._zod.def ?? {};
  return type === 'object' && shape ? shape as unknown as Record<string, z.ZodType> : undefined;
}

export function acceptedKeys(schema: z.ZodType, fieldPath: PropertyKey[], data: unknown): string[] {
  return Object.keys(fieldsAt(schema, fieldPath, data) ?? {});
}

export function isList(field: z.ZodType): boolean {
  return unwrap(field as unknown as Node)._zod.def.type === 'array';
}

/** A list item's field falls back to the list's help. */
export function fieldHelp(schema: z.ZodType, fieldPath: PropertyKey[], data: unknown): FieldHelp | undefined {
  let found: FieldHelp | undefined;
  walk(schema, fieldPath, data, (field) => { found = helpOf(field as unknown as z.ZodType) ?? found; });
  return found;
}

export function fixText(help: FieldHelp): string {
  return help.dica ? `${help.exemplo}   (${help.dica})` : help.exemplo;
}

export function fieldFix(schema: z.ZodType, fieldPath: PropertyKey[], data: unknown): string | undefined {
  const help = fieldHelp(schema, fieldPath, data);
  return help && fixText(help);
}
