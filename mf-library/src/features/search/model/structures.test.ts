import { createIntl } from 'react-intl';
import { messagesFor } from '../../../common/test/intl';
import { searchStructure } from '@lexdesk/shared/domain';
import { fieldOf, isShown, translateStructure } from './structures';

const values = { terms: '', type: 'legislation', country: 'be', nature: '', legislationDate: '', visibility: '' };

describe('search structures', () => {
  const [, , , belgianLegislation] = searchStructure('documents');

  it('shows the Belgian legislation block only for country be and type legislation', () => {
    expect(belgianLegislation).toBeDefined();
    if (!belgianLegislation) return;
    expect(isShown(belgianLegislation, values)).toBe(true);
    expect(isShown(belgianLegislation, { ...values, country: 'fr' })).toBe(false);
    expect(isShown(belgianLegislation, { ...values, type: 'doctrine' })).toBe(false);
  });

  it('reads the first known target of a definition', () => {
    expect(fieldOf({ data: 'unknown|legislationDate' })).toBe('legislationDate');
    expect(fieldOf({ data: 'unknown' })).toBeNull();
  });

  it('translates the ids the catalogue knows, natures included, and keeps the code of one it does not', () => {
    const intl = createIntl({ locale: 'nl', messages: messagesFor('nl') });
    const [terms, type, country, block] = translateStructure(searchStructure('documents'), intl);
    expect(terms?.label).toBe('Zoeken');
    expect(type?.options.find((option) => option.value === 'legislation')?.label).toBe('Wetgeving');
    expect(country?.placeholder).toBe('Alle landen');
    expect(block?.title).toBe('Belgische wetgeving');
    expect(block?.fields[0]?.options.slice(0, 3)).toEqual([
      { value: 'const', label: 'Grondwet' },
      { value: 'l-spec', label: 'Bijzondere wet' },
      { value: 'loi', label: 'Wet' },
    ]);
    const [nature] = translateStructure(
      [{ ...block!.fields[0]!, options: [{ value: 'nieuw', label: 'library.filters.nature.nieuw' }] }],
      intl,
    );
    expect(nature?.options).toEqual([{ value: 'nieuw', label: 'nieuw' }]);
  });
});
