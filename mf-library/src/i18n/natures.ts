import type { BelgianLegislationNature, DoctrineNature, EuLegislationNature } from '@lexdesk/shared/domain';

type Language = 'fr' | 'en' | 'nl';
type Names = Record<Language, string>;

/**
 * The names of the document natures (the codes of shared/src/domain/documents.ts), as the Moniteur belge /
 * Belgisch Staatsblad, EUR-Lex and Belgian legal publishers write them. The specification gives only the codes:
 * `ar-g` is read as the royal decree of the government, `reg-w` as a Walloon Region's special decree and `ag-fr`
 * as an order of the French Community Commission's college (see ARCHITECTURE.md).
 */
const BELGIAN_LEGISLATION: Record<BelgianLegislationNature, Names> = {
  const: { fr: 'Constitution', en: 'Constitution', nl: 'Grondwet' },
  'l-spec': { fr: 'Loi spéciale', en: 'Special act', nl: 'Bijzondere wet' },
  loi: { fr: 'Loi', en: 'Act', nl: 'Wet' },
  'ar-g': {
    fr: 'Arrêté royal (gouvernement)',
    en: 'Royal decree (government)',
    nl: 'Koninklijk besluit (regering)',
  },
  'al-pouv-extr': {
    fr: 'Arrêté-loi (pouvoirs extraordinaires)',
    en: 'Decree-law (extraordinary powers)',
    nl: 'Besluitwet (buitengewone machten)',
  },
  'al-n': { fr: 'Arrêté-loi', en: 'Decree-law', nl: 'Besluitwet' },
  ar: { fr: 'Arrêté royal', en: 'Royal decree', nl: 'Koninklijk besluit' },
  am: { fr: 'Arrêté ministériel', en: 'Ministerial decree', nl: 'Ministerieel besluit' },
  'acc-coop': { fr: 'Accord de coopération', en: 'Cooperation agreement', nl: 'Samenwerkingsakkoord' },
  'd-spec': { fr: 'Décret spécial', en: 'Special decree', nl: 'Bijzonder decreet' },
  'd-spec-comm-fl': {
    fr: 'Décret spécial de la Communauté flamande',
    en: 'Special decree of the Flemish Community',
    nl: 'Bijzonder decreet van de Vlaamse Gemeenschap',
  },
  'd-spec-comm-fr': {
    fr: 'Décret spécial de la Communauté française',
    en: 'Special decree of the French Community',
    nl: 'Bijzonder decreet van de Franse Gemeenschap',
  },
  'reg-w': {
    fr: 'Décret spécial de la Région wallonne',
    en: 'Special decree of the Walloon Region',
    nl: 'Bijzonder decreet van het Waals Gewest',
  },
  decr: { fr: 'Décret', en: 'Decree', nl: 'Decreet' },
  'c-c-fr': {
    fr: 'Décret de la Commission communautaire française',
    en: 'Decree of the French Community Commission',
    nl: 'Decreet van de Franse Gemeenschapscommissie',
  },
  'decr-comm-fl': {
    fr: 'Décret de la Communauté flamande',
    en: 'Decree of the Flemish Community',
    nl: 'Decreet van de Vlaamse Gemeenschap',
  },
  'decr-comm-fr': {
    fr: 'Décret de la Communauté française',
    en: 'Decree of the French Community',
    nl: 'Decreet van de Franse Gemeenschap',
  },
  'decr-comm-germ': {
    fr: 'Décret de la Communauté germanophone',
    en: 'Decree of the German-speaking Community',
    nl: 'Decreet van de Duitstalige Gemeenschap',
  },
  'decr-reg-fl': {
    fr: 'Décret de la Région flamande',
    en: 'Decree of the Flemish Region',
    nl: 'Decreet van het Vlaamse Gewest',
  },
  'decr-reg-w': {
    fr: 'Décret de la Région wallonne',
    en: 'Decree of the Walloon Region',
    nl: 'Decreet van het Waals Gewest',
  },
  ord: { fr: 'Ordonnance', en: 'Ordinance', nl: 'Ordonnantie' },
  'ord-reg-brux-cap': {
    fr: 'Ordonnance de la Région de Bruxelles-Capitale',
    en: 'Ordinance of the Brussels-Capital Region',
    nl: 'Ordonnantie van het Brussels Hoofdstedelijk Gewest',
  },
  'c-c-c': {
    fr: 'Ordonnance de la Commission communautaire commune',
    en: 'Ordinance of the Common Community Commission',
    nl: 'Ordonnantie van de Gemeenschappelijke Gemeenschapscommissie',
  },
  'ag-comm-fr': {
    fr: 'Arrêté du Gouvernement de la Communauté française',
    en: 'Order of the Government of the French Community',
    nl: 'Besluit van de Regering van de Franse Gemeenschap',
  },
  'ag-comm-germ': {
    fr: 'Arrêté du Gouvernement de la Communauté germanophone',
    en: 'Order of the Government of the German-speaking Community',
    nl: 'Besluit van de Regering van de Duitstalige Gemeenschap',
  },
  'ag-fl': {
    fr: 'Arrêté du Gouvernement flamand',
    en: 'Order of the Flemish Government',
    nl: 'Besluit van de Vlaamse Regering',
  },
  'ag-reg-brux-cap': {
    fr: 'Arrêté du Gouvernement de la Région de Bruxelles-Capitale',
    en: 'Order of the Government of the Brussels-Capital Region',
    nl: 'Besluit van de Brusselse Hoofdstedelijke Regering',
  },
  'ag-fr': {
    fr: 'Arrêté du Collège de la Commission communautaire française',
    en: 'Order of the College of the French Community Commission',
    nl: 'Besluit van het College van de Franse Gemeenschapscommissie',
  },
};

const EU_LEGISLATION: Record<EuLegislationNature, Names> = {
  regl: { fr: 'Règlement', en: 'Regulation', nl: 'Verordening' },
  dir: { fr: 'Directive', en: 'Directive', nl: 'Richtlijn' },
  rec: { fr: 'Recommandation', en: 'Recommendation', nl: 'Aanbeveling' },
  dec: { fr: 'Décision', en: 'Decision', nl: 'Besluit' },
};

const DOCTRINE: Record<DoctrineNature, Names> = {
  monograph: { fr: 'Monographie', en: 'Monograph', nl: 'Monografie' },
  'legal-encyclopedia': { fr: 'Encyclopédie juridique', en: 'Legal encyclopaedia', nl: 'Juridische encyclopedie' },
  periodicals: { fr: 'Périodique', en: 'Periodical', nl: 'Tijdschrift' },
  'stop-note': { fr: "Note d'arrêt", en: 'Case note', nl: 'Noot onder arrest' },
  'jurisprudence-review': { fr: 'Chronique de jurisprudence', en: 'Case-law review', nl: 'Rechtspraakoverzicht' },
  study: { fr: 'Étude', en: 'Study', nl: 'Studie' },
  publication: { fr: 'Publication', en: 'Publication', nl: 'Publicatie' },
};

/** The catalogue entries `library.filters.nature.<code>` of one language: every nature of the three lists. */
export function natureMessages(language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ ...BELGIAN_LEGISLATION, ...EU_LEGISLATION, ...DOCTRINE }).map(([code, names]) => [
      `library.filters.nature.${code}`,
      names[language],
    ]),
  );
}
