import { errorMessages } from '@listkeeper/shared/messages';
import type { ValidationIssue } from '@listkeeper/shared/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { FieldValidationError, HttpError } from '../http-error.ts';

const locationNames: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function toIssues(error: FastifyError): ValidationIssue[] {
  const location = locationNames[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((entry) => ({
    loc: [
      location,
      ...entry.instancePath
        .split('/')
        .filter(Boolean)
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    ],
    msg: entry.message ?? 'Invalid value',
    type: String(entry.keyword),
  }));
}

/** Fastify's own error codes for malformed requests, and what the client is told. */
const requestErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: errorMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid Content-Length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: errorMessages.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: errorMessages.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: errorMessages.malformedJson },
};

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: every failure becomes `{detail}` with the right status; a 500 never shows internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) {
        return send(reply.headers(error.headers), error.statusCode, { detail: error.detail });
      }
      if (error instanceof FieldValidationError) {
        return send(reply, 422, { detail: [{ loc: error.loc, msg: error.msg, type: error.type }] });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, 422, { detail: toIssues(error) });
      }
      const known = error.code ? requestErrors[error.code] : undefined;
      if (known) {
        return send(reply, known.status, { detail: known.detail });
      }
      if (error instanceof SyntaxError || error.statusCode === 400) {
        // JSON.parse failures and prototype-poisoning keys (__proto__, constructor.prototype) land here.
        const detail = /prototype|constructor/i.test(error.message)
          ? errorMessages.forbiddenKey
          : errorMessages.malformedJson;
        return send(reply, 400, { detail });
      }
      if (error.statusCode === 429) {
        return send(reply, 429, { detail: errorMessages.tooManyRequests });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error, event: 'database_unavailable' }, 'database unavailable');
        return send(reply.header('Retry-After', '5'), 503, { detail: 'Service temporarily unavailable' });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return send(reply, error.statusCode, { detail: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, { detail: errorMessages.internal, request_id: request.id });
    });
  },
  { name: 'error-handler' },
);
