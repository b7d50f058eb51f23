import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseParams } from './request-limits';

/** Form bodies are a handful of short fields (an id and a status, an OAuth2 grant): far below the JSON limit. */
export const FORM_BODY_LIMIT = 64 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';

const isForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

/**
 * `application/x-www-form-urlencoded` bodies, on every route: the original UI sends one for 暂停/恢复 of a job
 * (`PUT /infra/job/update-status`, `id=…&status=…`), and OAuth2 clients for the token endpoint. Parsed as a query
 * string is (same limits). As in the reference (a Servlet reads a form's fields as request parameters), a route that
 * takes its parameters from the query string and has no body schema reads the form's fields as query parameters
 * (the query string's own win); a route with a body schema gets the form as its body. The values are text either
 * way, converted where the schema asks for numbers or booleans (query: Ajv's coercion; body: strict-coercion.ts).
 * Call on the root instance, before the routes.
 */
export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, parseParams(body as string));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const schema = request.routeOptions.schema;
    if (schema?.querystring && !schema.body && isForm(request) && typeof request.body === 'object' && request.body !== null) {
      request.query = { ...request.body, ...(request.query as object) };
    }
    done();
  });
}
