import type { ReferenceCategory } from './types';
import { FAMILY } from './matters/family';
import { EMPLOYMENT } from './matters/employment';
import { HOUSING } from './matters/housing';
import { DEBT } from './matters/debt';
import { TRAFFIC } from './matters/traffic';
import { CRIMINAL } from './matters/criminal';
import { COMPANY } from './matters/company';
import { CONSUMER } from './matters/consumer';
import { IMMIGRATION } from './matters/immigration';

/*
 * The reference catalogue of Belgian legal matters: skill categories (matières), the law cases a
 * litigant picks on the intake form (worded as the litigant would say them) and, for each, the
 * questions a Belgian lawyer asks at intake. Codes are stable across installations: never rename one,
 * add a new code instead. Answer values are stored on the cases, so they are stable too.
 *
 * One file per matter under matters/, the answers and questions several matters share in common.ts,
 * the builders and the conventions every questionnaire follows in builders.ts. The order below is
 * the categories' position in the catalogue (the loader stores it): keep it.
 */
export const REFERENCE_CATEGORIES: readonly ReferenceCategory[] = [
  FAMILY,
  EMPLOYMENT,
  HOUSING,
  DEBT,
  TRAFFIC,
  CRIMINAL,
  COMPANY,
  CONSUMER,
  IMMIGRATION,
];
