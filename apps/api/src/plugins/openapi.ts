import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@listkeeper/shared/constants';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const SECURITY_SCHEME = 'OAuth2PasswordBearer';

function hooksOf(route: RouteOptions): onRequestHookHandler[] {
  const hooks = route.onRequest;
  return (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) as onRequestHookHandler[];
}

/** The OpenAPI 3.1 document, generated from the routes' zod schemas, at /api/v1/openapi.json; a docs UI at /docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    const guards = new Set<unknown>([app.requireUser, app.requireSuperuser]);
    // Routes guarded by a session get the security requirement, so the docs show the lock and send the token.
    app.addHook('onRoute', (route) => {
      if (route.schema && hooksOf(route).some((hook) => guards.has(hook))) {
        route.schema = { ...route.schema, security: [{ [SECURITY_SCHEME]: [] }] } as typeof route.schema;
      }
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: app.deps.config.PROJECT_NAME,
          version: '1.0.0',
          description: 'Accounts, personal items and user administration.',
        },
        components: {
          securitySchemes: {
            [SECURITY_SCHEME]: {
              type: 'oauth2',
              flows: { password: { tokenUrl: `${API_PREFIX}/login/access-token`, scopes: {} } },
            },
          },
        },
      },
      transform: (input) => {
        // Only the API belongs in the document: not the docs UI itself nor the web app's files.
        if (!input.url.startsWith(API_PREFIX) || input.url === `${API_PREFIX}/openapi.json`) {
          return { schema: { ...input.schema, hide: true }, url: input.url };
        }
        return jsonSchemaTransform(input);
      },
      transformObject: jsonSchemaTransformObject,
    });
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // The app-wide policy (security-headers) applies; the UI needs no inline script.
      uiConfig: { url: `${API_PREFIX}/openapi.json`, persistAuthorization: false, validatorUrl: null },
    });
  },
  { name: 'openapi', dependencies: ['auth'] },
);
