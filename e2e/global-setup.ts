import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { templateDir } from './portal-server';

/**
 * Runs once the suite's first server answers (Playwright starts its webServer before global
 * setup): takes its freshly seeded database as the template each worker's server copies. SQLite's
 * backup reads a consistent snapshot of the live database, WAL included.
 */
export default async function takeTemplate(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const template = templateDir(dataDir);
  fs.rmSync(template, { recursive: true, force: true });
  fs.mkdirSync(template, { recursive: true });
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    await db.backup(path.join(template, 'portal.db'));
  } finally {
    db.close();
  }
  // pictures the seed wrote, if any
  const uploads = path.join(dataDir, 'uploads');
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(template, 'uploads'), { recursive: true });
}
