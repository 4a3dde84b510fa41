// Sums of money in euros as Belgian texts write them: "1.250,00 EUR", "€ 3.000", "3.000 euros", "250 €",
// "EUR 1.000,-", "12 500 euros" (a space, or a no-break space, between thousands).
import type { Span } from './fold';

export interface AmountMatch extends Span {
  /** The amount in euros (1250 for "1.250,00 EUR"). */
  euros: number;
}

const NUMBER = String.raw`\d{1,3}(?:[.\u00a0\u202f ]\d{3})+(?:,\d{1,2})?(?:,-)?|\d+(?:,\d{1,2})?(?:,-)?`;
const AMOUNT = new RegExp(
  String.raw`(?<![\d.,])(?:(${NUMBER})[\u00a0\u202f ]?(?:€|eur\b|euros?\b)|(?:€|\beur\b\.?)[\u00a0\u202f ]?(${NUMBER})(?![\d]|[.,]\d))`,
  'gi',
);

function euros(written: string): number {
  return Number(
    written
      .replace(/,-$/, '')
      .replace(/[.\u00a0\u202f ]/g, '')
      .replace(',', '.'),
  );
}

/** Every amount in euros. */
export function findAmounts(text: string): AmountMatch[] {
  const found: AmountMatch[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const written = match[1] ?? match[2] ?? '';
    found.push({ start: match.index, end: match.index + match[0].length, euros: euros(written) });
  }
  return found;
}
