// Pure domain rules shared by the browser and the server: no React, no DOM, no network.
export * from './constants';
export * from './pagination';
export * from './validation';
export * from './redirect';
export * from './files';
export * from './answers';
export * from './format';
export { checkVatNumber, normalizeVatNumber, type VatNumberCheck } from './vat';
export {
  isTrialNoticeDue,
  SUBSCRIPTION_REQUIRED,
  TRIAL_ENDING_DAYS,
  type TrialStanding,
  trialStandingOf,
} from './subscription';
export * from '../types/entities';
// The shell's paths (pure, importing nothing): the server writes the links of its mails with these builders.
export {
  pathTo,
  ROUTE_PATTERNS,
  type PathRouteName,
  type RegisterQuery,
  type ResetQuery,
  type RouteName,
  type TokenParams,
} from '../routes/paths';
export {
  FIRST_PAINT_LOCALE_ATTRIBUTE,
  FIRST_PAINT_MODULE_ATTRIBUTE,
  FIRST_PAINT_PAGE_SLOT,
  FIRST_PAINT_SUBMIT_ATTRIBUTE,
  INLINE_REMOTES_ID,
  type PageRoute,
  type ShellAssets,
} from './firstPaint';
export {
  DEFAULT_POLICY_LANG,
  type FirmPolicies,
  MAIL_SYSTEMS,
  type MailSystem,
  PICTURE_ACCEPT_ATTRIBUTE,
  PICTURE_EXTENSIONS,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_SIDE,
  POLICY_LANGS,
  POLICY_TYPES,
  type PolicyText,
  type PolicyType,
  type PublicPolicyLinks,
  type PublishedPolicy,
} from './office';
export {
  LEGAL_TEXT_VERSIONS,
  type LegalTextVersion,
  LEXDESK_LEGAL_TEXTS,
  type LexDeskLegalText,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from './legalTexts';
export {
  formatEnterpriseNumber,
  formatVatNumber,
  isOperatorLegalForm,
  OPERATOR_LEGAL_FORMS,
  type OperatorLegalForm,
  PAYMENTS_SUBPROCESSOR,
  SUBPROCESSOR_ROLES,
  type SubprocessorRole,
} from './operator';
export {
  BELGIAN_LEGISLATION_FILTER,
  BELGIAN_LEGISLATION_NATURES,
  type BelgianLegislationNature,
  DOCTRINE_NATURES,
  type DoctrineNature,
  DOCUMENT_COUNTRIES,
  DOCUMENT_LANGUAGES,
  DOCUMENT_SCOPES,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUS_FILTERS,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
  type DocumentCountry,
  type DocumentLanguage,
  type DocumentScope,
  type DocumentSource,
  type DocumentStatusFilter,
  type DocumentType,
  type DocumentVisibility,
  EU_LEGISLATION_NATURES,
  type EuLegislationNature,
  SEARCH_TERMS_READ_LENGTH,
} from './documents';
export {
  conditionsHold,
  METADATA_FIELD_LISTS,
  metadataStructure,
  NATURE_LISTS,
  optionLabelKey,
  searchStructure,
  shownDefinitions,
  shownFieldNames,
  STRUCTURE_NAMES,
  type StructureName,
} from './structures';
export {
  ANONYMOUS_VALUES,
  type AnonymousValue,
  type Bilingual,
  COLLECTIONS,
  type Collection,
  EU_INSTITUTIONS,
  EU_JOURNALS,
  type EuInstitution,
  type EuJournal,
  isReferenceCode,
  JURISDICTION_AUTHORS,
  JURISDICTION_SECTIONS,
  JURISDICTION_TYPES,
  type JurisdictionAuthor,
  type JurisdictionSection,
  type JurisdictionType,
  type Labels,
  PUBLICATION_TYPES,
  type PublicationType,
  REFERENCE_LIST_CODES,
  REFERENCE_LIST_NAMES,
  REFERENCE_LISTS,
  type ReferenceEntry,
  referenceEntry,
  referenceLabel,
  type ReferenceListName,
  ROOM_NATURES,
  type RoomNature,
} from './referenceLists';
export {
  CANTON_COUNT_IN_BELGIUM,
  type CitedCourt,
  citedCourt,
  CONSTITUTIONAL_COURT_NAME_DATE,
  COURT_PREFIX,
  DATA_PROTECTION_AUTHORITY_DATE,
  DISTRICT_REFORM_DATE,
  ENTERPRISE_COURT_NAME_DATE,
  type Jurisdiction,
  jurisdictionByCode,
  jurisdictionList,
  JURISDICTION_RECORDS,
  type JurisdictionRecord,
  type JurisdictionSource,
  JUSTICES_OF_THE_PEACE_LISTED,
} from './jurisdictions';
export {
  applicableFields,
  AUTHORED_DOCUMENT_TYPES,
  BELGIAN_ECLI_INSTANCE_CODES,
  COMMON_METADATA_FIELDS,
  DEFAULT_COLLECTION,
  DOCTRINE_FIELDS_BY_NATURE,
  type Ecli,
  hasValue,
  isBelgianEcliCourt,
  isIsoDate,
  type Metadata,
  METADATA_DATE_FIELDS,
  METADATA_ERRORS,
  METADATA_FIELDS,
  type MetadataErrorKey,
  type MetadataErrors,
  type MetadataField,
  natureListFor,
  normalizeMetadata,
  NUMBERED_DECISION_TYPES,
  parseEcli,
  validateMetadata,
} from './metadata';
export { labelCodeOf } from './labels';
export { citationDate, citationGuideFor, type CitationGuide, citationOf, citedAuthor, citedAuthors } from './citation';
export { type Replacement, replaceSpans } from './anonymisation';
