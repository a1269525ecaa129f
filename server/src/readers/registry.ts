import type { Readers } from './readers';

let installed: Readers | undefined;

/**
 * The composition installs the areas' readers once, when it is loaded (`areas/index.ts`): they
 * are what the code of the areas provides, the same for every app and seed run of the process. A
 * mechanism that runs deep inside another's transaction (a like's notice, a comment's) reads them
 * here; routes have them as `app.readers` too.
 */
export function installReaders(readers: Readers): void {
  installed = readers;
}

/** the areas' readers; only code that runs without the composition loaded finds none */
export function readers(): Readers {
  if (!installed) throw new Error('读取器尚未注册：先加载 areas/index.ts（组装层）');
  return installed;
}
