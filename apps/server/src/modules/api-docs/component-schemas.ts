import * as contract from '@pmc/api-client/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The contract's recursive schemas (menus, trees) by a readable component name. Only these need a
 * name: zod inlines everything else, and a cycle can only be written as a `$ref`.
 */
function recursiveSchemaIds(): z.core.$ZodRegistry<{ id: string }> {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(contract)) {
    if (value instanceof z.ZodLazy) {
      registry.add(value, { id: name.replace(/Schema$/, '').replace(/^./, (c) => c.toUpperCase()) });
    }
  }
  return registry;
}

/** A schema's text with every `$ref` target blanked, to compare a kept schema with a fresh one. */
const refsBlanked = (schema: JsonSchema): string =>
  JSON.stringify(schema).replace(/"\$ref":"[^"]*"/g, '"$ref":""');

/**
 * Collects the `$defs` zod writes per converted schema into one `components.schemas` map and points
 * their `$ref`s there. Left in place, `#/$defs/…` would resolve against the document root, which has
 * no `$defs`, and the document would not validate.
 */
export class ComponentSchemas {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly metadata = recursiveSchemaIds();

  /** One zod schema as JSON Schema, its definitions hoisted; `hint` names anonymous ones. */
  convert(schema: z.ZodType, io: 'input' | 'output', hint: string): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
      metadata: this.metadata,
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return rest;
    const names = new Map<string, string>();
    for (const [name, def] of Object.entries($defs)) names.set(name, this.nameFor(name, def, io, hint));
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value === null || typeof value !== 'object') return value;
      const out: JsonSchema = {};
      for (const [key, child] of Object.entries(value)) {
        const local = key === '$ref' && typeof child === 'string' ? /^#\/\$defs\/(.+)$/.exec(child) : null;
        out[key] = local
          ? `#/components/schemas/${names.get(local[1] as string) ?? local[1]}`
          : rewrite(child);
      }
      return out;
    };
    for (const [name, def] of Object.entries($defs))
      this.schemas[names.get(name) as string] = rewrite(def) as JsonSchema;
    return rewrite(rest) as JsonSchema;
  }

  /** The name a definition is kept under: its id where it has one, else a name from its operation. */
  private nameFor(name: string, def: JsonSchema, io: 'input' | 'output', hint: string): string {
    const base = name.startsWith('__schema') ? `${hint}_${name.slice('__schema'.length)}` : name;
    const text = refsBlanked(def);
    // The same id converted for input and output can differ (defaults): keep both, apart.
    for (const candidate of [base, `${base}${io === 'input' ? 'Input' : 'Output'}`]) {
      const kept = this.schemas[candidate];
      if (!kept || refsBlanked(kept) === text) return candidate;
    }
    let n = 2;
    while (this.schemas[`${base}${n}`]) n += 1;
    return `${base}${n}`;
  }
}
