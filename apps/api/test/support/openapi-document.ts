import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { Schema } from './openapi-arbitraries.ts';

interface MediaType {
  schema: Schema;
}

/** The parts of an OpenAPI 3.1 document the fuzz test reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, unknown> };
}

interface RawOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

/** One operation: method, path template, parameters, request body and documented answers. */
export interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; schema: Schema }>;
  body: { type: string; schema: Schema } | undefined;
  responses: RawOperation['responses'];
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [type, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method,
        path,
        parameters: operation.parameters ?? [],
        body: type && media ? { type, schema: media.schema } : undefined,
        responses: operation.responses,
      };
    }),
  );
}

/** Checks answers against the response schemas of the document, with a JSON Schema 2020-12 validator. */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    formats.default(this.ajv);
  }

  /** What is wrong with an answer: an undocumented status or type, or a body that breaks the schema. */
  problems(operation: Operation, response: LightMyRequestResponse): string[] {
    const documented = operation.responses[String(response.statusCode)];
    if (!documented) {
      return [`status ${response.statusCode} is not documented`];
    }
    const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
    const media = documented.content?.[type];
    if (!media) {
      return [`content type ${type} is not documented for ${response.statusCode}`];
    }
    const validate = this.validator(
      `${operation.method} ${operation.path} ${response.statusCode} ${type}`,
      media.schema,
    );
    const body = type === 'application/json' ? response.json() : response.body;
    return validate(body)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  }

  private validator(key: string, schema: Schema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      // References point into the document's components, so they travel with the schema.
      validate = this.ajv.compile({ ...schema, components: this.document.components });
      this.compiled.set(key, validate);
    }
    return validate;
  }
}
