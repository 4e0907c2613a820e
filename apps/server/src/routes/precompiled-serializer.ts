import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * The route's 200 answer written by a serializer compiled once from its zod schema
 * (fast-json-stringify), instead of checking every field of every bike against the schema on each
 * request and then calling JSON.stringify. For the search routes, whose answers are typed by their
 * services and carry up to 50 bikes of 22 fields (docs/decisions/053-search-plans-and-answers.md).
 * Like zod's encode, it writes only the properties the schema declares, so a column added to a row
 * by mistake never leaves the server; a required property missing throws, as zod's check did.
 * Error answers keep the zod serializer.
 */
export function precompiledSerializer<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  // The route's response schema for this status: a zod schema (routeContract's `ok`).
  const schema = route.schema as unknown as z.ZodType;
  if (String(route.httpStatus) !== '200') return serializerCompiler({ ...route, schema });
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  return fastJson(plain(json) as Parameters<typeof fastJson>[0]);
}

/**
 * The schema with what only validation needs taken out: formats and patterns, and `anyOf` of a
 * value or null (a nullable enum) turned into a nullable type, which fast-json-stringify writes
 * without trying each branch.
 */
function plain(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plain);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $schema: _dialect, format: _format, pattern: _pattern, ...rest } = schema as JsonSchema;
  const nullable = nullableType(rest.anyOf);
  if (nullable) return nullable;
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, plain(value)]));
}

function nullableType(anyOf: unknown): JsonSchema | null {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const [value, other] = anyOf as [JsonSchema, JsonSchema];
  if (
    other.type !== 'null' ||
    typeof value.type !== 'string' ||
    value.type === 'object' ||
    value.type === 'array'
  ) {
    return null;
  }
  return { type: [value.type, 'null'] };
}
