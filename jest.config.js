const fs = require('node:fs');
const path = require('node:path');

/**
 * One jest run for the repo. Projects: every packages/* and apps/* workspace that has a
 * jest.config.js (a workspace without one has no tests yet and would otherwise run with jest's
 * defaults), and server/ (its config is its own: node environment, real database).
 */
const workspaces = ['packages', 'apps']
  .flatMap((group) =>
    fs
      .readdirSync(path.join(__dirname, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}`),
  )
  .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')));

module.exports = {
  // A global option (projects cannot set it). A timeout only guards against a hang: no test waits
  // for a duration, so it is sized for a machine whose cores are both busy with something else (a
  // server test building apps and signing users in on a loaded machine took minutes, not seconds).
  testTimeout: 5 * 60_000,
  // jest's default is one worker per core but one: a single worker on the 2-core CI machine, where
  // the server suites spend much of their time waiting on a database. Two overlap that wait
  // (PostgreSQL suites 260 s -> 155 s).
  maxWorkers: 2,
  projects: [...workspaces.map((dir) => `<rootDir>/${dir}`), '<rootDir>/server'],
};
