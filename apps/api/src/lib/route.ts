import type { Endpoint } from '@idl/api-contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routePath } from './route-path';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type FromEndpoint = 'params' | 'querystring' | 'body' | 'headers' | 'response';

/** Answers a route gives besides its endpoint's successful one (errors, a 503, ...), by status. */
type OtherAnswers = Record<number, z.ZodType>;

/** The route's own part of its schema: documentation (tags, summary, security, ...) and other answers. */
type RouteDocs<Others extends OtherAnswers> = Omit<FastifySchema, FromEndpoint> & {
  response?: Others;
};

/** The schema Fastify validates and serialises with: the endpoint's, plus the route's own part. */
type EndpointSchema<E extends Endpoint, Others extends OtherAnswers> = Omit<FastifySchema, FromEndpoint> & {
  params: E extends { params: infer S } ? S : undefined;
  querystring: E extends { query: infer S } ? S : undefined;
  body: E extends { body: infer S } ? S : undefined;
  headers: E extends { headers: infer S } ? S : undefined;
  response: Others & { [Status in E['status']]: E['response'] };
};

type Options<E extends Endpoint, Others extends OtherAnswers> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    unknown,
    EndpointSchema<E, Others>,
    ZodTypeProvider
  >,
  'schema'
> & { schema?: RouteDocs<Others> };

type Handler<E extends Endpoint, Others extends OtherAnswers> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  EndpointSchema<E, Others>,
  ZodTypeProvider
>;

/**
 * Registers the route of an endpoint of the contract's table: its method and path, its params,
 * query, body and headers validated with the endpoint's schemas, its successful answer serialised
 * with the endpoint's response schema. `options` carries what only the server knows: hooks (auth,
 * rate limits), documentation and the other answers (errors).
 */
export function route<E extends Endpoint, Others extends OtherAnswers = Record<never, never>>(
  app: ZodApp,
  endpoint: E,
  options: Options<E, Others>,
  handler: Handler<E, Others>,
) {
  const { params, query, body, headers, multipart, binary } = endpoint;
  const schema = {
    ...options.schema,
    ...(multipart && { consumes: ['multipart/form-data'] }),
    ...(binary && { consumes: ['application/offset+octet-stream'] }),
    ...(headers && { headers }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response: { ...options.schema?.response, [endpoint.status]: endpoint.response },
  };
  app.route({
    ...(options as RouteShorthandOptions),
    method: endpoint.method,
    url: routePath(endpoint.path),
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
