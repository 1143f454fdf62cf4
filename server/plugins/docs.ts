import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI built from the route schemas (the same ones that validate), browsable at /api/docs. */
export const docs = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vendas — API',
          description:
            'API da aplicação multiempresa. Autentique-se em POST /api/auth/login e envie `Authorization: Bearer <accessToken>`. Erros: `{ message, errors?: [{ field, message }] }`.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      refResolver: {
        // components are named after each schema's $id (Usuario, Perfil …) rather than def-0, def-1
        buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: false,
    });
  },
  { name: 'docs' },
);
