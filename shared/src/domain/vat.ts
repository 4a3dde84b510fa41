/**
 * EU VAT numbers as a firm types them on the billing step: the country prefix and the national number, with or
 * without spaces, dots and dashes. The format is checked for every member state (the patterns the EU's VIES
 * service documents); Belgian numbers are also checked by their two check digits (97 − the first eight digits
 * modulo 97). Both the billing step and `POST /api/client/subscribe` run this same rule.
 */
const NATIONAL_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export type VatNumberCheck = { ok: true; normalized: string } | { ok: false; reason: 'vat_format' | 'vat_checksum' };

/** Upper case, without the separators people type ("BE 0123.456.749" → "BE0123456749"). */
export function normalizeVatNumber(input: string): string {
  return input.toUpperCase().replace(/[\s.\-/]/g, '');
}

export function checkVatNumber(input: string): VatNumberCheck {
  let normalized = normalizeVatNumber(input);
  // Greece's ISO code is GR, but its VAT numbers carry EL.
  if (normalized.startsWith('GR')) normalized = `EL${normalized.slice(2)}`;
  const country = normalized.slice(0, 2);
  let national = normalized.slice(2);
  // Belgian numbers of nine digits predate 2007's leading 0.
  if (country === 'BE' && /^\d{9}$/.test(national)) national = `0${national}`;
  const pattern = NATIONAL_PATTERNS[country];
  if (!pattern || !pattern.test(national)) return { ok: false, reason: 'vat_format' };
  if (country === 'BE' && !belgianCheckDigitsMatch(national)) return { ok: false, reason: 'vat_checksum' };
  return { ok: true, normalized: `${country}${national}` };
}

function belgianCheckDigitsMatch(tenDigits: string): boolean {
  const body = Number(tenDigits.slice(0, 8));
  const check = Number(tenDigits.slice(8));
  return 97 - (body % 97) === check;
}
