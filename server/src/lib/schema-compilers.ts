import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/*
 * The route schemas are module constants (the endpoint table of @portal/api), the same objects for
 * every app a process builds. Fastify compiles each route's validators and response serializers
 * per app; a test process builds hundreds of apps, and compiling was most of what building one
 * cost. These factories keep what they compiled for the process: Ajv caches a compiled schema by
 * its object (one Ajv per external schemas and options, from the pool of one AjvCompiler), and the
 * serializers are kept by schema object here.
 */

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type BuildSerializer = ReturnType<SerializerFactory>;
type ValidatorFactory = ReturnType<typeof AjvCompiler>;

/** what Fastify calls a compiled validator with (Ajv's data context, so it may coerce a root value) */
type Validate = ((data: unknown, context?: object) => unknown) & { errors?: unknown; schemaEnv?: unknown };

const ajvValidators = AjvCompiler();
const serializers = SerializerSelector();
/** compiled serializers by the options and external schemas they were built with, then by schema */
const serializersByOptions = new Map<string, WeakMap<object, unknown>>();

/*
 * Compiled on first use, not when the app starts: an app has some 400 routes, and a test file
 * builds an app to call a handful of them (compiling every schema was half of what building one
 * cost, about 0.5 s per test file); the server compiles a route's schemas on its first request
 * (a few milliseconds, once) and starts sooner. A schema that cannot compile fails that route's
 * first call instead of the start: server/src/__tests__/schemas-compile.test.ts compiles every
 * route's schemas, so such a schema never ships. `notCompiled` holds the compilations not run yet.
 */
const notCompiled = new Set<() => unknown>();

/** `build` run once, when the returned function is first called */
function onFirstUse<T>(build: () => T): () => T {
  let compiled: T | undefined;
  const compile = () => {
    compiled ??= build();
    notCompiled.delete(compile);
    return compiled;
  };
  notCompiled.add(compile);
  return compile;
}

/** Compiles every schema of the apps built so far that no call has needed yet (a schema's test). */
export function compileEverySchema(): number {
  const pending = [...notCompiled];
  for (const compile of pending) compile();
  return pending.length;
}

const validators: ValidatorFactory = (externalSchemas, options) => {
  const compile = ajvValidators(externalSchemas, options);
  return (route) => {
    const compiled = onFirstUse(() => compile(route) as Validate);
    const validate: Validate = (data, context) => {
      const ajv = compiled();
      const valid = ajv(data, context);
      validate.errors = ajv.errors;
      return valid;
    };
    // Fastify hands an Ajv validator (one with a schemaEnv) the data's parent, which lets Ajv
    // coerce a root value (a querystring's array); every validator here is Ajv's
    validate.schemaEnv = true;
    return validate as ReturnType<ReturnType<ValidatorFactory>>;
  };
};

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
      const compiled = onFirstUse(() => build(route));
      serialize = (data: unknown) => compiled()(data);
      cache.set(schema, serialize);
    }
    return serialize as ReturnType<BuildSerializer>;
  };
};

/** Fastify's `schemaController` with compilers shared by every app of the process. */
export const SHARED_SCHEMA_CONTROLLER: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: validators, buildSerializer },
};
