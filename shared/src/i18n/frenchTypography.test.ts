// French typography over every catalogue of the repository: the shell, shared, every remote and the API's server
// texts. The catalogues are found on disk, so a new remote or a new messages.ts is checked without editing this file.
// The API's data is checked too: the intake catalogue (every law case and question) and the demo seed's texts.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';

/** Every messages.ts under a workspace's src, plus the API's server texts and LexDesk's legal texts. */
function catalogueFiles(): string[] {
  const found: string[] = [
    path.join(root, 'api/src/i18n.ts'),
    path.join(root, 'mf-auth/src/features/legals/model/legalTexts.ts'),
    path.join(root, 'mf-auth/src/features/legals/model/guides.ts'),
  ];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'messages.ts') found.push(full);
    }
  };
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const src = path.join(root, entry.name, 'src');
    if (entry.isDirectory() && fs.existsSync(src)) walk(src);
  }
  return found.sort();
}

/**
 * The API's data holding French texts: the intake catalogue (every matter file, through the list of categories) and
 * the demo firm's policies and litigants' stories. Their French is every string under a `fr` key, at any depth, and
 * the `content` of an entry whose `lang` is `fr` (a policy: its HTML tags are left out).
 */
const DATA_FILES = ['api/src/seed/reference/data.ts', 'api/src/seed/demoTexts.ts'].map((file) => path.join(root, file));
const SEED_DIR = path.join(root, 'api/src/seed');
/** The demo library's documents (one module per kind or matter) and their builders. */
const LIBRARY_DIR = path.join(SEED_DIR, 'library');
const libraryFiles = () =>
  fs
    .readdirSync(LIBRARY_DIR)
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'index.ts')
    .map((name) => path.join(LIBRARY_DIR, name))
    .sort();

/** The seed's source files that write French text (a `fr:` string or a French policy). */
function seedFilesWithFrench(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && /\bfr:\s*['"`]|'fr',\s*\[/.test(fs.readFileSync(full, 'utf8'))) {
        found.push(full);
      }
    }
  };
  walk(SEED_DIR);
  return found.sort();
}

/** Every string under a value, keyed by where it is. */
function everyString(value: unknown, where: string, into: Record<string, string>): void {
  if (typeof value === 'string') into[where] = value;
  else if (Array.isArray(value)) value.forEach((item, index) => everyString(item, `${where}[${index}]`, into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) everyString(child, `${where}.${key}`, into);
  }
}

/**
 * Every French text of a data module's exports, keyed by where it is: strings under a `fr` key, the `content` of a
 * French policy, and every string of a demo library document whose metadata says it is French (its name, title and
 * text; codes and numbers hold no punctuation to check).
 */
function frenchDataOf(file: string): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are named above, loaded at run time
  const exported = require(file) as Record<string, unknown>;
  const texts: Record<string, string> = {};
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`));
    } else if (typeof value === 'object' && value !== null) {
      const entry = value as Record<string, unknown>;
      if (typeof entry.fr === 'string') texts[`${where}.fr`] = entry.fr;
      if (entry.lang === 'fr' && typeof entry.content === 'string') {
        texts[`${where}.content`] = entry.content.replace(/<[^>]*>/g, '');
      }
      const metadata = entry.metadata as { language?: unknown } | undefined;
      if (typeof metadata === 'object' && metadata !== null && metadata.language === 'fr') {
        everyString(entry, where, texts);
        return;
      }
      for (const [key, child] of Object.entries(entry)) if (key !== 'fr') visit(child, `${where}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(exported)) visit(value, name);
  return texts;
}

/** Ids whose French text the specification quotes in English, word for word (the toast's "Error: "). */
const VERBATIM_ENGLISH = new Set(['errors.prefix']);

/** The strings of a table, nested tables and arrays included (the legal texts are parts of paragraphs). */
function collectTexts(table: Record<string, unknown>, prefix: string, into: Record<string, string>): void {
  for (const [key, value] of Object.entries(table)) {
    const id = `${prefix}${key}`;
    if (typeof value === 'string') {
      if (!VERBATIM_ENGLISH.has(id)) into[id] = value;
    } else if (typeof value === 'object' && value !== null) {
      collectTexts(value as Record<string, unknown>, `${id}.`, into);
    }
  }
}

/** The French texts a module exports: each exported object with a `fr` table of strings. */
function frenchTextsOf(file: string): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are discovered at run time
  const exported = require(file) as Record<string, unknown>;
  const texts: Record<string, string> = {};
  for (const value of Object.values(exported)) {
    if (typeof value !== 'object' || value === null || !('fr' in value)) continue;
    const french = (value as { fr: unknown }).fr;
    if (typeof french !== 'object' || french === null) continue;
    collectTexts(french as Record<string, unknown>, '', texts);
  }
  return texts;
}

/** What is wrong in one French text, empty when it follows the rules ARCHITECTURE.md lists. */
export function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  if (/[ \t\n][:;?!]/.test(text)) faults.push('plain space before : ; ? or !');
  // "Note: text" without any space; a URL scheme (mailto:) or a time (10:30) is not punctuation.
  const gluedColons = [...text.matchAll(/(\S+):(?=\s|$)/g)].filter(
    (match) => !/(^|\W)(mailto|https?)$/.test(match[1] ?? ''),
  );
  if (gluedColons.length > 0) faults.push('no non-breaking space before :');
  if (/[^\s\u00A0\u202F{}][;?!]/.test(text)) faults.push('no non-breaking space before ; ? or !');
  if (/«(?!\u00A0)/.test(text) || /(?<!\u00A0)»/.test(text)) faults.push('« » without non-breaking spaces inside');
  if (text.includes('’')) faults.push("typographic apostrophe (’): the catalogues use '");
  return faults;
}

describe('French typography', () => {
  it('flags what it should', () => {
    expect(typographyFaults('Vous avez déjà un compte ?')).not.toEqual([]);
    expect(typographyFaults('Note : texte')).not.toEqual([]);
    expect(typographyFaults('Note: texte')).not.toEqual([]);
    expect(typographyFaults('Vraiment?')).not.toEqual([]);
    expect(typographyFaults(`« obligatoire${NBSP}»`)).not.toEqual([]);
    expect(typographyFaults('Le formulaire n’a pas pu être chargé')).not.toEqual([]);
    expect(typographyFaults(`Vous avez déjà un compte${NARROW_NBSP}?`)).toEqual([]);
    expect(typographyFaults(`Note${NBSP}: «${NBSP}texte${NBSP}»`)).toEqual([]);
    expect(typographyFaults(`Les champs marqués «${NBSP}obligatoire${NBSP}»`)).toEqual([]);
    expect(typographyFaults("L'affaire, 10:30, https://lexdesk.be et mailto: aussi")).toEqual([]);
  });

  const files = catalogueFiles();

  it('finds the catalogues of the shell, shared, every remote and the API', () => {
    const workspaces = new Set(files.map((file) => path.relative(root, file).split(path.sep)[0]));
    for (const workspace of ['api', 'shared', 'shell', 'mf-auth', 'mf-cases', 'mf-office', 'mf-library']) {
      expect(workspaces).toContain(workspace);
    }
  });

  const faultsIn = (texts: Record<string, string>) =>
    Object.entries(texts)
      .map(([key, text]) => [key, text, typographyFaults(text)] as const)
      .filter(([, , faults]) => faults.length > 0);

  it.each(DATA_FILES.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const texts = frenchDataOf(file);
    expect(Object.keys(texts).length).toBeGreaterThan(5);
    expect(faultsIn(texts)).toEqual([]);
  });

  it('the demo library (api/src/seed/library)', () => {
    const texts: Record<string, string> = {};
    for (const file of libraryFiles()) {
      for (const [where, text] of Object.entries(frenchDataOf(file))) texts[`${path.basename(file)}:${where}`] = text;
    }
    // Its French documents, their notices included.
    expect(Object.keys(texts).length).toBeGreaterThan(100);
    expect(faultsIn(texts)).toEqual([]);
  });

  it('finds every French text of the seed in the data it checks', () => {
    // A French text written elsewhere in api/src/seed would not be checked: keep it in the catalogue, demoTexts.ts
    // or the demo library.
    const covered = (file: string) =>
      file === DATA_FILES[1] || file.startsWith(path.join(SEED_DIR, 'reference')) || libraryFiles().includes(file);
    expect(seedFilesWithFrench().filter((file) => !covered(file))).toEqual([]);
    expect(seedFilesWithFrench().length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const texts = frenchTextsOf(file);
    expect(Object.keys(texts).length).toBeGreaterThan(0);
    expect(faultsIn(texts)).toEqual([]);
  });
});
