import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { fieldMessage } from './error-handler';

// C0 controls but tab, line feed and carriage return; DEL. NUL among them: PostgreSQL refuses it
// in text (a 500) and SQLite stores it, where it cuts strings short in other tools.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The string without control characters (tab and line breaks are kept). */
export const withoutControls = (value: string) => value.replace(CONTROL, '');

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return withoutControls(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = clean(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = clean(record[key], depth + 1);
  return record;
}

/** the path of the first number that is not finite (`1e400` parses as Infinity), or null */
function nonFinite(value: unknown, depth: number): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : '';
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const inner = nonFinite(item, depth + 1);
    if (inner !== null) return inner || key;
  }
  return null;
}

/**
 * Every string a client sends (query and JSON body) loses its control characters before the
 * route validates it, so no route stores a NUL or an escape sequence, whatever its own checks.
 * After validation, a number that is not finite is refused: the validator takes `1e400` (or
 * `Infinity`) for an integer within any bounds, and a query with it fails in the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.query && typeof request.query === 'object') clean(request.query, 0);
    if (request.body && typeof request.body === 'object') clean(request.body, 0);
  });
  app.addHook('preHandler', async (request) => {
    const field = nonFinite(request.query, 0) ?? nonFinite(request.body, 0);
    if (field !== null) {
      throw new AppError(400, fieldMessage(field, 'maximum', request.routeOptions.config?.fieldMessages));
    }
  });
}
