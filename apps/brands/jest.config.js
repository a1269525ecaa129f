module.exports = require('../../jest.base.cjs').createJestConfig(__dirname);
