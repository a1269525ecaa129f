import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/*
 * The route schemas are module constants (the endpoint table of @portal/api), the same objects for
 * every app a process builds. Fastify compiles each route's validators and response serializers
 * per app; a test process builds hundreds of apps, and compiling was most of what building one
 * cost. These factories keep what they compiled for the process: Ajv caches a compiled schema by
 * its object (one Ajv per external schemas and options, from the pool of one AjvCompiler), and the
 * serializers are kept by schema object here. The server process builds one app: nothing changes
 * for it.
 */

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type BuildSerializer = ReturnType<SerializerFactory>;

const validators = AjvCompiler();
const serializers = SerializerSelector();
/** compiled serializers by the options and external schemas they were built with, then by schema */
const serializersByOptions = new Map<string, WeakMap<object, unknown>>();

const buildSerializer: SerializerFactory = (externalSchemas, serializerOpts) => {
  const build: BuildSerializer = serializers(externalSchemas, serializerOpts);
  const key = JSON.stringify([externalSchemas ?? {}, serializerOpts ?? {}]);
  let done = serializersByOptions.get(key);
  if (!done) {
    done = new WeakMap();
    serializersByOptions.set(key, done);
  }
  const cache = done;
  return (route) => {
    const schema = route.schema as object;
    let serialize = cache.get(schema);
    if (!serialize) {
      serialize = build(route);
      cache.set(schema, serialize);
    }
    return serialize as ReturnType<BuildSerializer>;
  };
};

/** Fastify's `schemaController` with compilers shared by every app of the process. */
export const SHARED_SCHEMA_CONTROLLER: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: validators, buildSerializer },
};
