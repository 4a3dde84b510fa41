import { formatEnterpriseNumber, formatVatNumber, isOperatorLegalForm } from './operator';

describe('the operator of an installation', () => {
  it('writes a Belgian enterprise number as the registers do, and refuses a wrong one', () => {
    // 97 - (01234567 mod 97) = 97 - 48 = 49
    expect(formatEnterpriseNumber('0123456749')).toBe('0123.456.749');
    expect(formatEnterpriseNumber('BE 0123.456.749')).toBe('0123.456.749');
    expect(formatEnterpriseNumber('123.456.749')).toBe('0123.456.749');
    expect(formatEnterpriseNumber('0123.456.748')).toBeNull();
    expect(formatEnterpriseNumber('2123.456.749')).toBeNull();
    expect(formatEnterpriseNumber('non communiqué')).toBeNull();
  });

  it('checks a VAT number by its format and, in Belgium, its check digits', () => {
    expect(formatVatNumber('BE 0123.456.749')).toBe('BE0123456749');
    expect(formatVatNumber('BE0123456748')).toBeNull();
    expect(formatVatNumber('NL123456789B01')).toBe('NL123456789B01');
    expect(formatVatNumber('0123456749')).toBeNull();
  });

  it('knows the legal forms by their codes only', () => {
    expect(isOperatorLegalForm('srl')).toBe(true);
    expect(isOperatorLegalForm('SRL')).toBe(false);
    expect(isOperatorLegalForm('sprl')).toBe(false);
  });
});
