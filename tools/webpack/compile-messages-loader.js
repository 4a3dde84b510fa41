// Webpack loader (production): compiles the ICU texts of a message catalogue (`*/src/**/messages.ts`) into
// the AST react-intl formats directly, so that the browser never needs the ICU message parser, which the
// build then aliases to formatjs's parser-less entry (create-config.js). Runs on swc-loader's output.
// A catalogue is `{ fr: { 'key': 'text', ... }, en: {...}, nl: {...} }`; each text must be a string literal
// (or a template without expressions): anything else in a locale object stops the build, since the
// browser could not parse it.
// Requested as `messages?locale=xx` (a registration's dynamic import), the module keeps only that language's
// texts (the other locale objects become `{}`) and imports the catalogue modules it spreads with the same
// query, so that each language is a chunk of its own and a visitor downloads only the one shown.
const acorn = require('acorn');
const { parse } = require('@formatjs/icu-messageformat-parser');

const LOCALES = new Set(['fr', 'en', 'nl']);

function keyName(property) {
  if (property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : property.key.value;
}

function textOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = textOf(node.left);
    const right = textOf(node.right);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** Every `fr|en|nl: { ... }` object literal of the module, wherever it stands. */
function localeObjects(node, found = []) {
  if (!node || typeof node.type !== 'string') return found;
  if (node.type === 'Property' && LOCALES.has(keyName(node)) && node.value.type === 'ObjectExpression') {
    found.push(Object.assign(node.value, { parentLocale: keyName(node) }));
    return found;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => localeObjects(child, found));
    else if (value && typeof value === 'object') localeObjects(value, found);
  }
  return found;
}

function requestedLocale(resourceQuery) {
  const locale = new URLSearchParams(resourceQuery.replace(/^\?/, '')).get('locale');
  if (locale !== null && !LOCALES.has(locale)) throw new Error(`unknown catalogue language "${locale}"`);
  return locale ?? undefined;
}

module.exports = function compileMessagesLoader(source) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const onlyLocale = requestedLocale(this.resourceQuery || '');
  const replacements = [];
  if (onlyLocale) {
    for (const node of program.body) {
      const from = (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') && node.source;
      if (from && /^\.{1,2}\/(.+\/)?messages$/.test(from.value))
        replacements.push({
          start: from.start,
          end: from.end,
          code: JSON.stringify(`${from.value}?locale=${onlyLocale}`),
        });
    }
  }
  for (const object of localeObjects(program)) {
    if (onlyLocale && object.parentLocale !== onlyLocale) {
      replacements.push({ start: object.start, end: object.end, code: '{}' });
      continue;
    }
    for (const property of object.properties) {
      // Spreads take texts from another catalogue module, compiled by this loader in its turn.
      if (property.type === 'SpreadElement') continue;
      const text = textOf(property.value);
      if (text === undefined)
        throw new Error(`${this.resourcePath}: the text of "${keyName(property)}" is not a plain string literal`);
      // The parser's errors (an unclosed brace, a plural without "other") stop the build with the key's name.
      let ast;
      try {
        ast = parse(text);
      } catch (error) {
        throw new Error(`${this.resourcePath}: "${keyName(property)}" is not a valid ICU message: ${error.message}`);
      }
      replacements.push({ start: property.value.start, end: property.value.end, code: JSON.stringify(ast) });
    }
  }
  let result = source;
  for (const { start, end, code } of replacements.sort((a, b) => b.start - a.start))
    result = result.slice(0, start) + code + result.slice(end);
  return result;
};
