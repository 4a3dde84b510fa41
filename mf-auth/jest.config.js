module.exports = require('../tools/jest/preset.js').frontend(__dirname);
