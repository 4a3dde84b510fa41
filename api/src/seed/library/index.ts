import { DEMO_CONSUMER_CASE_LAW } from './consumer';
import { DEMO_CRIMINAL_CASE_LAW } from './criminal';
import { DEMO_DEBT_CASE_LAW } from './debt';
import { DEMO_DOCTRINE } from './doctrine';
import { DEMO_EMPLOYMENT_CASE_LAW } from './employment';
import { DEMO_FAMILY_CASE_LAW } from './family';
import { DEMO_HOUSING_CASE_LAW } from './housing';
import { DEMO_IMMIGRATION_CASE_LAW } from './immigration';
import { DEMO_LEGISLATION } from './legislation';
import { DEMO_TRAFFIC_CASE_LAW } from './traffic';
import type { DemoLibraryDocument } from './types';

export type { DemoLibraryDocument, DemoMetadata, LawCaseCode } from './types';

const DEMO_CASE_LAW: readonly DemoLibraryDocument[] = interleave([
  DEMO_EMPLOYMENT_CASE_LAW,
  DEMO_FAMILY_CASE_LAW,
  DEMO_HOUSING_CASE_LAW,
  DEMO_TRAFFIC_CASE_LAW,
  DEMO_DEBT_CASE_LAW,
  DEMO_IMMIGRATION_CASE_LAW,
  DEMO_CRIMINAL_CASE_LAW,
  DEMO_CONSUMER_CASE_LAW,
]);

/**
 * The demo library, newest first: kinds and matters take turns, so the first page of a list already shows acts,
 * judgments and literature of several matters.
 */
export const DEMO_LIBRARY: readonly DemoLibraryDocument[] = interleave([
  DEMO_CASE_LAW,
  DEMO_LEGISLATION,
  DEMO_DOCTRINE,
]);

/** The lists' items taken in turn, one from each while it lasts. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const merged: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) {
      const item = list[index];
      if (item !== undefined) merged.push(item);
    }
  }
  return merged;
}
