import { errorMessages } from '@listkeeper/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJsonParse from 'secure-json-parse';
import { HttpError } from '../http-error.ts';

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

function parseJson(text: string): unknown {
  try {
    return secureJsonParse.parse(text, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    const forbidden = /prototype/i.test((error as Error).message);
    throw new HttpError(400, forbidden ? errorMessages.forbiddenKey : errorMessages.malformedJson);
  }
}

function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (forbiddenKeys.has(key)) {
      throw new HttpError(400, errorMessages.forbiddenKey);
    }
    if (!Object.hasOwn(fields, key)) {
      fields[key] = value;
    }
  }
  return fields;
}

/**
 * The request bodies the API takes: JSON (prototype-poisoning keys refused) and, where a route declares it in
 * `consumes`, form-encoded fields (the login form). A body of any other type is a 415.
 */
export const bodyParsersPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(JSON_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      if ((body as string).length === 0) {
        done(new HttpError(400, errorMessages.malformedJson), undefined);
        return;
      }
      try {
        done(null, parseJson(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema;
      if (!schema?.body || request.body === undefined) {
        return;
      }
      const accepted = (schema as { consumes?: string[] }).consumes ?? [JSON_TYPE];
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!accepted.includes(type)) {
        throw new HttpError(415, errorMessages.unsupportedMediaType);
      }
    });
  },
  { name: 'body-parsers' },
);
