import type { Endpoint, EnvelopeOf, InputOf } from '@portal/api/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the entry of the endpoint table this route serves (set by `serve`) */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** every route of the app as registered: the agreement test compares it with the endpoint table */
    routeTable: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint?: Endpoint;
  schema?: { querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
}

/** Records every route as it is registered (`app.routeTable`); call before any route plugin. */
export function trackRoutes(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        endpoint: route.config?.endpoint,
        schema: route.schema as RegisteredRoute['schema'],
      });
    }
  });
}

/** What a route adds to its endpoint's entry: documentation and server-only behaviour. */
export interface ServeOptions {
  /** OpenAPI tags (the area, in Chinese) */
  tags: string[];
  /** OpenAPI summary: what the call does, in Chinese */
  summary: string;
  description?: string;
  /** rate limit, field messages, own pages only… */
  config?: Omit<FastifyContextConfig, 'endpoint'>;
  /**
   * Runs before the input is validated: a call that needs a signed-in user answers 401 to a visitor
   * before any field message (`signedInFirst`).
   */
  preValidation?: preValidationAsyncHookHandler;
}

/** The request of an endpoint's route: a GET's input is its query, a POST's its body. */
export type EndpointRequest<E> =
  E extends Endpoint<'GET'>
    ? FastifyRequest<{ Querystring: InputOf<E> }>
    : FastifyRequest<{ Body: InputOf<E> }>;

export type EndpointHandler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EnvelopeOf<E>>;

/** A login-required call refuses a visitor with 401 before reading the body. */
export const signedInFirst: preValidationAsyncHookHandler = async (request) => {
  await request.requireUser();
};

/**
 * Registers the route of one entry of the endpoint table (`@portal/api/endpoints/*`): its method
 * and path, its query or body schema for validation and its answer's schema for serialisation, all
 * from the entry, so the route and the screens' `call` cannot disagree. The handler's request and
 * answer are typed by the same schemas.
 */
export async function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions,
  handler: EndpointHandler<E>,
): Promise<void> {
  const schemas = (await endpoint.schemas()) as { query?: unknown; body?: unknown; response: unknown };
  const input =
    endpoint.method === 'GET'
      ? schemas.query
        ? { querystring: schemas.query }
        : {}
      : schemas.body
        ? { body: schemas.body }
        : {};
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...input,
      response: { 200: schemas.response },
    },
    config: { ...options.config, endpoint },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
