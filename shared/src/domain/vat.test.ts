import { checkVatNumber } from './vat';

describe('checkVatNumber', () => {
  it.each([
    ['BE0417497106', 'BE0417497106'],
    ['be 0417.497.106', 'BE0417497106'],
    ['BE417497106', 'BE0417497106'],
    ['FR40303265045', 'FR40303265045'],
    ['NL123456789B01', 'NL123456789B01'],
    ['DE 123456789', 'DE123456789'],
    ['GR123456789', 'EL123456789'],
  ])('accepts %s as %s', (input, normalized) => {
    expect(checkVatNumber(input)).toEqual({ ok: true, normalized });
  });

  it('refuses a Belgian number whose check digits do not match', () => {
    expect(checkVatNumber('BE0417497107')).toEqual({ ok: false, reason: 'vat_checksum' });
  });

  it.each(['', '0417497106', 'BE2417497106', 'BE04174971', 'US123456789', 'NL123456789', 'FR4030326504'])(
    'refuses the format of "%s"',
    (input) => {
      expect(checkVatNumber(input)).toEqual({ ok: false, reason: 'vat_format' });
    },
  );
});
