import { fieldOf, isShown, type FilterDefinition } from './structures';

const values = { terms: '', type: 'legislation', country: 'be', nature: '', legislationDate: '', visibility: '' };
const nature: FilterDefinition = {
  component: 'select',
  data: 'nature',
  conditional: [
    { data: 'country', value: 'be' },
    { data: 'type', value: 'legislation' },
  ],
};

describe('search structures', () => {
  it('shows nature only for Belgian legislation', () => {
    expect(isShown(nature, values)).toBe(true);
    expect(isShown(nature, { ...values, country: 'fr' })).toBe(false);
    expect(isShown(nature, { ...values, type: 'doctrine' })).toBe(false);
  });

  it('reads the first known target of a definition', () => {
    expect(fieldOf({ component: 'input', data: 'legislation_date|date' })).toBe('legislationDate');
    expect(fieldOf({ component: 'input', data: 'unknown' })).toBeNull();
  });
});
