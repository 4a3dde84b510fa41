// A file a build emits as a URL (a font): tests get an address of the same kind.
module.exports = { __esModule: true, default: '/file.woff2' };
