// The embedded legal-text recogniser: pure functions over a document's extracted text (no I/O, no network, no
// model). Two public uses: the metadata values read from a judgment or an act (`suggestMetadata`, the answer of
// GET /api/documents/{token}/metadata-suggestions) and the tag suggestions of the `rules` provider
// (`suggestTags`). The low-level recognisers are exported for anonymisation (issue 26), which keeps courts, legal
// citations and numbers as they are and reads the parties between the heading marks. Every span is a pair of
// JavaScript string offsets into the given text, end exclusive.
export { findAmounts, type AmountMatch } from './amounts';
export {
  type ActReference,
  type ArticleReference,
  findActReferences,
  findArticleReferences,
  natureOf,
} from './citations';
export { type CourtMatch, findCourts } from './courts';
export { type DateMatch, findDates } from './dates';
export { foldText, type Span } from './fold';
export { detectLanguage, type TextLanguage } from './language';
export { suggestMetadata, type SuggestMetadataOptions } from './metadata';
export {
  type DecisionNumberMatch,
  type EcliMatch,
  findDecisionNumbers,
  findEclis,
  findRoleNumbers,
  type RoleNumberMatch,
} from './numbers';
export { findHeadingStructure, findPartyBlocks, type HeadingKind, type HeadingMark } from './structure';
export { findTagPassages, suggestTags, TAG_CODES, TAG_NAMES, type TagCode, type TagPassage } from './tags';
