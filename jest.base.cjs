'use strict';
/**
 * Shared jest settings of the browser-side workspaces (packages/*, apps/*). Each one's
 * jest.config.js is `module.exports = require('../../jest.base.cjs').createJestConfig(__dirname)`.
 */
const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
const { $schema: _schema, ...swcOptions } = swcrc;

/**
 * @param {string} dirname the workspace directory
 * @param {import('jest').Config} [overrides]
 * @returns {import('jest').Config}
 */
function createJestConfig(dirname, overrides = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  return {
    displayName: pkg.name,
    rootDir: dirname,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': [require.resolve('@swc/jest'), { ...swcOptions, swcrc: false }] },
    // jotai and typebox ship ES modules: let swc turn them into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(jotai|typebox)/)'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.style-mock.cjs'),
      // The @portal packages import their own stateful entries by package name (federation shares
      // them by that name); map those names straight to the sources, as their exports maps do.
      '^@portal/(session|shared-ui)/(.*)$': path.join(__dirname, 'packages/$1/src/$2'),
      ...overrides.moduleNameMapper,
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    clearMocks: true,
    restoreMocks: true,
    ...Object.fromEntries(Object.entries(overrides).filter(([key]) => key !== 'moduleNameMapper')),
  };
}

module.exports = { createJestConfig };
