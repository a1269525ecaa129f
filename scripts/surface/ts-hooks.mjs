/**
 * Node module hooks that let the surface extractor import @portal/api's TypeScript as it is: `.ts`
 * and `.tsx` files are compiled with swc (the repository's compiler), and relative imports without
 * an extension (`'../contract/info'`) find their `.ts` file.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');

const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!(specifier.startsWith('.') || specifier.startsWith('/')) || !context.parentURL) throw error;
    for (const extension of EXTENSIONS) {
      const url = new URL(specifier + extension, context.parentURL);
      if (fs.existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
    throw error;
  }
}

export async function load(url, context, next) {
  if (!/\.tsx?$/.test(new URL(url).pathname)) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}

export { pathToFileURL };
