const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.swcrc'), 'utf8'));

/** Server tests run against a real database: SQLite by default, PostgreSQL with TEST_DATABASE_URL. */
module.exports = {
  displayName: process.env.TEST_DATABASE_URL ? 'server (postgres)' : 'server (sqlite)',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  // Several dependencies ship ESM only (typebox, cookie, htmlparser2, ...); jest on Node 20 runs
  // CommonJS, so swc compiles node_modules too (cached after the first run).
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // the seeded databases the tests copy, made before them (see test-support/database-templates.ts)
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  // only a hang runs into it (see the root jest.config.js)
  testTimeout: 5 * 60_000,
};
