module.exports = require('../tools/jest/preset.js').node(__dirname);
