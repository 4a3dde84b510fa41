// The values read from a document's text (GET /documents/{token}/metadata-suggestions), as the form offers them:
// what each would fill, the value in words, and the words of the text it was read from.
import { formatDisplayDate, type Locale } from '@lexdesk/shared';
import { jurisdictionByCode, METADATA_DATE_FIELDS, METADATA_FIELDS, type MetadataField } from '@lexdesk/shared/domain';
import type { MetadataSuggestion } from '../../../api/metadata';
import type { FilterDefinition } from '../../../common/structure';
import { formFieldOf, TEXT_FIELDS, type MetadataFormValues, type TextFieldName } from './values';

/** How much of the text is quoted on each side of the words a value was read from. */
const QUOTE_CONTEXT = 40;

export interface SuggestionView {
  key: string;
  field: TextFieldName;
  value: string;
  fieldLabel: string;
  valueLabel: string;
  quote: { before: string; match: string; after: string } | null;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** The words at [start, end) with some context, cut at word boundaries, an ellipsis where the text goes on. */
export function quoteOf(text: string, start: number, end: number): SuggestionView['quote'] {
  if (!(start >= 0 && end > start && end <= text.length)) return null;
  let from = Math.max(0, start - QUOTE_CONTEXT);
  let to = Math.min(text.length, end + QUOTE_CONTEXT);
  // Whole words only: the context starts after a space and stops before one.
  if (from > 0 && !/\s/.test(text[from - 1] ?? '')) from = text.indexOf(' ', from) + 1 || from;
  if (to < text.length && !/\s/.test(text[to] ?? ''))
    to = text.lastIndexOf(' ', to) > end ? text.lastIndexOf(' ', to) : to;
  if (from > start) from = start;
  return {
    before: (from > 0 ? '…' : '') + collapse(text.slice(from, start)).trimStart(),
    match: collapse(text.slice(start, end)),
    after: collapse(text.slice(end, to)).trimEnd() + (to < text.length ? '…' : ''),
  };
}

function flatten(definitions: readonly FilterDefinition[]): FilterDefinition[] {
  return definitions.flatMap((definition) =>
    definition.component === 'block' ? flatten(definition.fields) : [definition],
  );
}

/** A field's label and a value's words, from the (translated) structure and the shared lists. */
export function describer(structure: readonly FilterDefinition[], locale: Locale) {
  const fields = flatten(structure);
  const definitionsOf = (field: string) => fields.filter((definition) => definition.data.split('|').includes(field));
  return {
    label: (field: string) => definitionsOf(field)[0]?.label ?? field,
    value: (field: string, value: string) => {
      if ((METADATA_DATE_FIELDS as readonly string[]).includes(field)) return formatDisplayDate(value);
      if (field === 'jurisdictionName') {
        const court = jurisdictionByCode(value);
        return court ? court.labels[locale] : value;
      }
      for (const definition of definitionsOf(field)) {
        const option = definition.options.find((candidate) => candidate.value === value);
        if (option) return option.label;
      }
      return value;
    },
  };
}

/**
 * The suggestions still worth offering: about a field the form has (one text, code or date), whose value the
 * form does not hold yet; in the order of the metadata's fields (type before court, court before its chamber).
 */
export function pendingSuggestions(
  suggestions: readonly MetadataSuggestion[],
  values: MetadataFormValues,
  text: string,
  describe: ReturnType<typeof describer>,
): SuggestionView[] {
  const order = (field: string) => METADATA_FIELDS.indexOf(field as MetadataField);
  return suggestions
    .map((suggestion, index) => ({ suggestion, index }))
    .filter(({ suggestion }) => {
      const field = formFieldOf(suggestion.field);
      return (
        field !== null &&
        (TEXT_FIELDS as readonly string[]).includes(field) &&
        values[field as TextFieldName] !== suggestion.value
      );
    })
    .sort((a, b) => order(a.suggestion.field) - order(b.suggestion.field) || a.index - b.index)
    .map(({ suggestion, index }) => ({
      key: `${index}:${suggestion.field}`,
      field: suggestion.field as TextFieldName,
      value: suggestion.value,
      fieldLabel: describe.label(suggestion.field),
      valueLabel: describe.value(suggestion.field, suggestion.value),
      quote: quoteOf(text, suggestion.start_index, suggestion.end_index),
    }));
}

/** The suggestions "accept all" fills: the first one of each field. */
export function firstOfEachField(suggestions: readonly SuggestionView[]): SuggestionView[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    if (seen.has(suggestion.field)) return false;
    seen.add(suggestion.field);
    return true;
  });
}
