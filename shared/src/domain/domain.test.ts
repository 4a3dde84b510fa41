import { clampPage, lastPage, offsetOf, parsePage } from './pagination';
import { isEmail, isLongEnoughPassword, isUrl, passwordProductWord } from './validation';

describe('pagination', () => {
  it('reads the 1-based page parameter', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('computes the offset as (page - 1) x 10', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(4)).toBe(30);
  });

  it('clamps a page past the last one to the last page', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(11)).toBe(2);
    expect(clampPage(9, 25)).toBe(3);
    expect(clampPage(2, 25)).toBe(2);
    expect(clampPage(5, 0)).toBe(1);
  });
});

describe('validation rules', () => {
  it('accepts standard addresses only', () => {
    expect(isEmail('avocat@cabinet-demo.be')).toBe(true);
    expect(isEmail('  avocat@cabinet.be ')).toBe(true);
    expect(isEmail('avocat@cabinet')).toBe(false);
    expect(isEmail('avocat cabinet@x.be')).toBe(false);
    expect(isEmail('')).toBe(false);
  });

  it('accepts the addresses mail servers deliver', () => {
    expect(isEmail('prenom.nom+tag@cabinet-demo.be')).toBe(true);
    expect(isEmail('Avocat@Cabinet-Demo.BE')).toBe(true);
    expect(isEmail("o'brien_1@sub.cabinet.co.uk")).toBe(true);
    expect(isEmail('a@b.xn--p1ai')).toBe(true);
  });

  it('refuses what a mail server would refuse', () => {
    for (const address of [
      'prenom..nom@cabinet.be',
      '.prenom@cabinet.be',
      'prenom.@cabinet.be',
      'avocat@cabinet..be',
      'avocat@.cabinet.be',
      'avocat@cabinet.be.',
      'avocat@-cabinet.be',
      'avocat@cabinet-.be',
      'avocat@cabinet.-be',
      'avocat@cabinet_demo.be',
      'avocat@cabinet.b',
      'avocat@10.0.0.1',
      'avocat@@cabinet.be',
      'a@b@cabinet.be',
      '@cabinet.be',
      'avocat@',
      'avé@cabinet.be',
      'avocat@cabinét.be',
      'avocat@cabinet.be\u00a0x',
      '"quoted"@cabinet.be',
      'avocat(comment)@cabinet.be',
      `${'a'.repeat(65)}@cabinet.be`,
      `avocat@${'a'.repeat(64)}.be`,
      `avocat@${'abcdefghi.'.repeat(25)}be`,
    ]) {
      expect({ address, valid: isEmail(address) }).toEqual({ address, valid: false });
    }
  });

  it('requires 8 characters for a password', () => {
    expect(isLongEnoughPassword('1234567')).toBe(false);
    expect(isLongEnoughPassword('12345678')).toBe(true);
  });

  it('accepts http and https links only', () => {
    expect(isUrl('https://www.cabinet.be/contact')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('cabinet.be')).toBe(false);
  });
});

describe('passwordProductWord', () => {
  it.each([
    ['lexdesk-demo', undefined, 'lexdesk'],
    ['Lex-Désk 2026', undefined, 'lexdesk'],
    ['ma DÉMO préférée', undefined, 'demo'],
    ['lambert-associes-2026', 'Lambert & Associés', 'lambertassocies'],
    ['LAMBERT.ASSOCIÉS!', 'Lambert & Associés', 'lambertassocies'],
  ])('finds the word in %s (firm %s)', (password, firm, word) => {
    expect(passwordProductWord(password, firm)).toBe(word);
  });

  it.each([
    ['un-bon-mot-de-passe', 'Lambert & Associés'],
    // A firm name of fewer than four letters and digits is not looked for.
    ['abc-un-bon-mot-de-passe', 'A.B.C'],
    ['nouveau-mot-de-passe', null],
  ])('accepts %s (firm %s)', (password, firm) => {
    expect(passwordProductWord(password, firm)).toBeUndefined();
  });
});
