/**
 * The production build compiles every message catalogue to react-intl's AST
 * (tools/webpack/compile-messages-loader.js) and ships react-intl without its ICU parser. These tests run the
 * loader on the real catalogues, as the build does (TypeScript transpiled, then the loader), and check that
 * every text of fr, en and nl formats to the same string from its AST as from its source text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createIntl, type MessageFormatElement } from 'react-intl';
import ts from 'typescript';

type Loader = (this: { resourcePath: string; resourceQuery?: string }, source: string) => string;
// The loader is a CommonJS build tool without type declarations; the cast states the webpack loader contract.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compileMessages = require('../../../tools/webpack/compile-messages-loader.js') as Loader;

const root = join(__dirname, '../../..');
const LOCALES = ['fr', 'en', 'nl'] as const;
// formatjs's element types (its TYPE enum, which react-intl does not re-export).
const TYPE = { argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, tag: 8 } as const;

/** Formats one message (source text or AST) as react-intl does in the app; a formatting error fails the test. */
function format(message: string | MessageFormatElement[], locale: string, values: Record<string, unknown>): string {
  const intl = createIntl({
    locale,
    messages: { message } as Record<string, string> | Record<string, MessageFormatElement[]>,
    onError: (error) => {
      throw error;
    },
  });
  // Tag values are functions returning strings, so the result is a string or an array of strings.
  const result = intl.formatMessage({ id: 'message' }, values as Record<string, string>) as string | string[];
  return Array.isArray(result) ? result.join('') : result;
}

type CompiledCatalogue = Partial<Record<(typeof LOCALES)[number], Record<string, MessageFormatElement[]>>>;

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(full);
    return entry.name === 'messages.ts' && full.includes('/src/') ? [full] : [];
  });
}

function transpile(file: string): string {
  return ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

/** The module's exports once compiled, or undefined when it needs other modules at run time (spreads). */
function compiledExports(file: string, compiledSource: string): Record<string, unknown> | undefined {
  if (/\brequire\(/.test(compiledSource)) return undefined;
  const exports: Record<string, unknown> = {};
  new Function('exports', compiledSource)(exports);
  return exports;
}

/** Values for every argument of a message: plurals and numbers get `count`, selects 'other', tags wrap. */
function valuesFor(elements: MessageFormatElement[], count: number, values: Record<string, unknown> = {}) {
  for (const element of elements as (MessageFormatElement & { type: number })[]) {
    if (element.type === TYPE.argument) values[element.value] = `<${element.value}>`;
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = count;
    if (element.type === TYPE.date || element.type === TYPE.time)
      values[element.value] = new Date(Date.UTC(2026, 0, 2));
    if (element.type === TYPE.select) values[element.value] = 'other';
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => `[${chunks.join('')}]`;
      valuesFor(element.children, count, values);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) valuesFor(option.value, count, values);
  }
  return values;
}

const files = catalogueFiles(root).filter((file) => !file.includes('/node_modules/'));

describe('compiled message catalogues', () => {
  it('finds the catalogues of the shell, shared and the remotes', () => {
    const apps = new Set(files.map((file) => relative(root, file).split('/')[0]));
    for (const app of ['shell', 'shared', 'mf-auth', 'mf-cases']) expect(apps.has(app)).toBe(true);
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s: every text gives the same string from its AST',
    (_name, file) => {
      const source = transpile(file);
      const compiled = compileMessages.call({ resourcePath: file }, source);
      const plain = compiledExports(file, source);
      const fromAst = compiledExports(file, compiled);
      if (!plain || !fromAst) return; // assembled from other catalogues, each checked on its own
      let texts = 0;
      for (const [name, catalogue] of Object.entries(plain) as [string, Record<string, Record<string, string>>][]) {
        const compiledCatalogue = fromAst[name] as CompiledCatalogue;
        for (const locale of LOCALES) {
          for (const [key, text] of Object.entries(catalogue[locale] ?? {})) {
            const ast = compiledCatalogue[locale]?.[key];
            expect(Array.isArray(ast)).toBe(true);
            for (const count of [0, 1, 3]) {
              const values = valuesFor(ast!, count);
              expect([key, format(ast!, locale, values)]).toEqual([key, format(text, locale, values)]);
            }
            texts += 1;
          }
        }
      }
      expect(texts).toBeGreaterThan(0);
    },
  );

  it('formats a plural from its AST in each language', () => {
    const source = `exports.m = { fr: { n: '{count, plural, one {# affaire} other {# affaires}}' },
      en: { n: '{count, plural, one {# case} other {# cases}}' }, nl: { n: '{count, plural, one {# zaak} other {# zaken}}' } };`;
    const exports: Record<string, unknown> = {};
    new Function('exports', compileMessages.call({ resourcePath: 'm.ts' }, source))(exports);
    const m = exports.m as Required<CompiledCatalogue>;
    expect(format(m.fr.n!, 'fr', { count: 1 })).toBe('1 affaire');
    expect(format(m.en.n!, 'en', { count: 2 })).toBe('2 cases');
    expect(format(m.nl.n!, 'nl', { count: 5 })).toBe('5 zaken');
  });

  it('keeps one language for a `?locale=` request, and asks the catalogues it spreads for the same one', () => {
    const source = `import { messages as common } from '../common/messages';
      import { helper } from './helper';
      export const m = { fr: { t: 'Titre', ...common.fr }, en: { t: 'Title', ...common.en }, nl: { t: 'Titel' } };`;
    const compiled = compileMessages.call({ resourcePath: 'm.ts', resourceQuery: '?locale=en' }, source);
    expect(compiled).toContain('from "../common/messages?locale=en"');
    expect(compiled).toContain("from './helper'");
    expect(compiled).toMatch(/fr: \{\}, en: \{ t: \[\{"type":0,"value":"Title"\}\], \.\.\.common\.en \}, nl: \{\}/);
    expect(() => compileMessages.call({ resourcePath: 'm.ts', resourceQuery: '?locale=de' }, source)).toThrow(
      'unknown catalogue language "de"',
    );
  });

  it('stops the build on a text that is not a literal or not a valid ICU message', () => {
    const run = (source: string) => () => compileMessages.call({ resourcePath: 'bad.ts' }, source);
    expect(run("const t = 'x'; exports.m = { fr: { 'a.b': t } };")).toThrow('"a.b" is not a plain string literal');
    expect(run("exports.m = { en: { 'a.c': '{count, plural, one {x}}' } };")).toThrow('"a.c" is not a valid ICU');
  });
});
