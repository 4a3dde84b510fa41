// The numbers that identify a decision: its ECLI, its role (docket) number, and the number the Council of State
// and the Constitutional Court give their judgments.
import { parseEcli } from '@lexdesk/shared/domain';
import { foldText, type Span } from './fold';

export interface EcliMatch extends Span {
  /** In capitals, as the metadata stores it. */
  value: string;
  country: string;
  court: string;
  year: number;
  /** The decision's date when its number carries it, as Belgian ECLIs do (ARR.20200312...). */
  date: (Span & { value: string }) | null;
}

const ECLI = /\bECLI\s?:\s?[A-Z]{2}\s?:\s?[A-Z0-9.]{1,7}\s?:\s?\d{4}\s?:\s?[A-Z0-9.]{1,25}/gi;
const ECLI_DATE = /(?:^|\.)(?:ARR|JUG|VON|DEC|BES|ORD|AVIS|CONC)\.((19|20)\d{2})(\d{2})(\d{2})(?=\.|$)/;

/** Every well-formed ECLI (checked by the shared parseEcli), without the full stop that may end a sentence. */
export function findEclis(text: string): EcliMatch[] {
  const found: EcliMatch[] = [];
  for (const match of text.matchAll(ECLI)) {
    const written = match[0].replace(/\.+$/, '');
    const parsed = parseEcli(written);
    if (!parsed) continue;
    const value = `ECLI:${parsed.country}:${parsed.court}:${parsed.year}:${parsed.number}`;
    let date: EcliMatch['date'] = null;
    const inNumber = ECLI_DATE.exec(parsed.number);
    if (inNumber) {
      const iso = `${inNumber[1]}-${inNumber[3]}-${inNumber[4]}`;
      const digits = `${inNumber[1]}${inNumber[3]}${inNumber[4]}`;
      const at = written.toUpperCase().lastIndexOf(digits);
      if (at >= 0) date = { start: match.index + at, end: match.index + at + digits.length, value: iso };
    }
    found.push({
      start: match.index,
      end: match.index + written.length,
      value,
      country: parsed.country,
      court: parsed.court,
      year: parsed.year,
      date,
    });
  }
  return found;
}

// ---- Role numbers ----

export interface RoleNumberMatch extends Span {
  /** The number as written. */
  value: string;
  /** Read after a label (R.G., A.R., rolnummer...) or recognised by its own shape (P.19.0123.F, 2019/AR/1234). */
  labelled: boolean;
  /** The Court of Cassation's form: a letter, the year, a number and the language (F, N or D). */
  cassation: boolean;
}

/** The labels courts put before a role number (folded text). */
const ROLE_LABEL =
  /\b(?:r\.\s?g\.?|rg|a\.\s?r\.?|ar|r\.\s?r\.?|role\s+general|algemene\s+rol|numeros?\s+(?:du|de)\s+role|n[°º]\s+(?:du|de)\s+role|rolnummers?|rolnrs?\.?|rol\s+nrs?\.?|rol)(?![a-z])\s*(?:(?:nrs?|n[°º]s?|nos?)(?![a-z])\.?|numero|nummer)?\s*[:.]?\s*/g;
/** A role number: letters, digits, and single . / - between them, with a digit somewhere. */
const ROLE_ID = /[a-z0-9](?:[a-z0-9]|[./-](?=[a-z0-9])){1,30}/y;
const LIST_NEXT = /\s*(?:,|et|en|&)\s*/y;
const DATE_AFTER = /\s+(?:du|van)\s+\d/y;
/** The Court of Cassation's role numbers: C.18.0456.N, P.19.0123.F, S.20.0001.F. */
const CASSATION = /\b[A-Z]\.\s?\d{2}\.\d{4}\.[FND]\b/g;
/**
 * Appeal and labour courts' (2019/AR/1234, 2018/AB/678), first-instance courts' (19/1234/A) and enterprise
 * courts' (A/21/00321) role numbers.
 */
const SHAPED = /\b(?:(?:19|20)\d{2}\/[A-Z]{1,3}\/\d{1,6}|\d{2}\/\d{1,6}\/[A-Z]{1,2}|[A-Z]\/\d{2}\/\d{3,6})\b/g;
/** The Court of Justice's and the General Court's case numbers: C-80/21, T-123/19. */
const EUROPEAN = /\b[CT]-\d{1,4}\/\d{2}(?:\s?P)?\b/g;
/** The Council of State's: A. 228.456/XV-4321, G/A 228.456/XV-4321. */
const COUNCIL_OF_STATE = /\b(?:G\/A\.?|A\.)\s?\d{3}\.\d{3}\/[IVX]{1,5}-\d{1,3}(?:\.\d{3}|\d{1,3})?\b/g;

function looksLikeRoleNumber(id: string, labelIsArreteRoyal: boolean): boolean {
  if (!/\d/.test(id)) return false;
  // "A.R. n° 50 du 24 octobre 1967" is a royal decree, "A.R. 2019/AR/1234" a role number.
  if (labelIsArreteRoyal) return /[/.]/.test(id) || /^\d{4,}$/.test(id);
  return true;
}

/** Every role number: after a label, or by its own shape; each number of a list on its own. */
export function findRoleNumbers(text: string, folded: string = foldText(text)): RoleNumberMatch[] {
  const found = new Map<number, RoleNumberMatch>();
  const add = (start: number, end: number, labelled: boolean) => {
    if (found.has(start)) return;
    const value = text.slice(start, end);
    found.set(start, { start, end, value, labelled, cassation: /^[A-Z]\.\s?\d{2}\.\d{4}\.[FND]$/.test(value) });
  };
  for (const label of folded.matchAll(ROLE_LABEL)) {
    const labelText = label[0].trim();
    // "rol", "ar", "rg" alone are words too: they need what follows to be a number.
    const arreteRoyal = /^a\.?\s?r\b/.test(labelText);
    let position = label.index + label[0].length;
    let shape: string | null = null;
    for (let count = 0; count < 5; count += 1) {
      ROLE_ID.lastIndex = position;
      const id = ROLE_ID.exec(folded);
      if (!id) break;
      const idEnd = position + id[0].length;
      DATE_AFTER.lastIndex = idEnd;
      if (!looksLikeRoleNumber(id[0], arreteRoyal) || (arreteRoyal && DATE_AFTER.test(folded))) break;
      // A date is not a role number ("R.G. du 12/03/2019" does not occur, but "rol 12.03.2019" might).
      if (/^\d{1,2}[./-]\d{1,2}[./-]\d{4}$/.test(id[0])) break;
      // The numbers of a list look alike: "7123 et 7124", not "19/1234/A, 12 mars".
      const idShape = id[0].replace(/[a-z]/g, 'a').replace(/\d/g, '9');
      if (shape !== null && idShape !== shape) break;
      shape = idShape;
      add(position, idEnd, true);
      LIST_NEXT.lastIndex = idEnd;
      const next = LIST_NEXT.exec(folded);
      if (!next) break;
      position = idEnd + next[0].length;
    }
  }
  for (const pattern of [CASSATION, SHAPED, COUNCIL_OF_STATE, EUROPEAN]) {
    for (const match of text.matchAll(pattern)) add(match.index, match.index + match[0].length, false);
  }
  return [...found.values()].sort((a, b) => a.start - b.start);
}

// ---- Decision numbers (Council of State, Constitutional Court) ----

export interface DecisionNumberMatch extends Span {
  /** As written: "247.760", "45/2021". */
  value: string;
  /** Which court numbers its judgments this way: 247.760 the Council of State, 45/2021 the Constitutional Court. */
  court: 'c-e' | 'c-const' | null;
}

const DECISION_NUMBER =
  /\b(?:arret|arrest)\s*(?:n[°º]|no|nr|nummer|numero)\.?\s*(\d{1,3}(?:\.\d{3})+|\d{1,4}\/\d{4}|\d{1,6})(?![\w/]|\.\d)/g;

/** "arrêt n° 247.760", "arrest nr. 123/2021": the judgment's own number (the value is the number alone). */
export function findDecisionNumbers(text: string, folded: string = foldText(text)): DecisionNumberMatch[] {
  const found: DecisionNumberMatch[] = [];
  for (const match of folded.matchAll(DECISION_NUMBER)) {
    const start = match.index + match[0].length - (match[1] ?? '').length;
    const value = text.slice(start, match.index + match[0].length);
    const court = /^\d{1,3}(\.\d{3})+$/.test(value) ? 'c-e' : /^\d{1,4}\/\d{4}$/.test(value) ? 'c-const' : null;
    found.push({ start, end: start + value.length, value, court });
  }
  return found;
}
