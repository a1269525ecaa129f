const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.swcrc'), 'utf8'));

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The test files that open no database (pure logic: the analyzer, HLS playlists, the calendar's
 * ICS, the buses…): they run once, on the SQLite pass; the PostgreSQL pass runs the files that
 * exercise SQL. A file opens a database through the test support (`createTestApp`,
 * `createPagesTestApp`, `createTestDatabase`) or `openDatabase`.
 */
function filesWithoutDatabase() {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.test.ts') && file.includes(`${path.sep}__tests__${path.sep}`)) {
        const source = fs.readFileSync(file, 'utf8');
        if (
          !/\b(createTestApp|createPagesTestApp|createTestDatabase|openDatabase|seededDatabase)\b/.test(
            source,
          )
        )
          found.push(file);
      }
    }
  };
  walk(path.join(__dirname, 'src'));
  return found;
}

const asPattern = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Server tests run against a real database: SQLite by default, PostgreSQL with TEST_DATABASE_URL. */
module.exports = {
  displayName: onPostgres ? 'server (postgres)' : 'server (sqlite)',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(onPostgres ? filesWithoutDatabase().map((f) => `^${asPattern(f)}$`) : []),
  ],
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  // Several dependencies ship ESM only (typebox, cookie, htmlparser2, ...); jest on Node 20 runs
  // CommonJS, so swc compiles node_modules too (cached after the first run).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(typebox|htmlparser2|entities|domhandler|domelementtype|domutils|dom-serializer|content-disposition|@fastify/cookie|cookie)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // the seeded databases the tests copy, made before them (see test-support/database-templates.ts)
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  // only a hang runs into it (see the root jest.config.js)
  testTimeout: 5 * 60_000,
};
