import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { type ZodType, z } from 'zod';

function isZodSchema(schema: unknown): schema is ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/**
 * Serialises responses through the routes' own zod schemas, compiled once per route and status into a
 * fast-json-stringify function: the JSON Schema is the one the OpenAPI document shows, and properties the
 * schema does not name (a password hash, say) are never written. Handlers build their answers with the typed
 * `to*Public` mappers, so the shape is checked at compile time rather than re-validated on every response.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) {
    return (data) => JSON.stringify(data);
  }
  // Compiled on the route's first answer with this status, so start-up does not pay for every route at once.
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= fastJsonStringify(
      z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Parameters<
        typeof fastJsonStringify
      >[0],
    );
    return serialize(data);
  };
};
