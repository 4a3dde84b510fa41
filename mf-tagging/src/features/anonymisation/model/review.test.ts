import type { AnonymisationEntity } from '../../../api/anonymisation';
import {
  anonymise,
  CATEGORIES,
  CATEGORY_COLOURS,
  decideAll,
  groupEntities,
  inTextOrder,
  neighbour,
  nextProposed,
  REJECTED_COLOURS,
  sourceKind,
  withDecisions,
} from './review';

const TEXT = 'Jean Dupont (jean@dupont.be) contre Marie Martin. J. Dupont écrit à jean@dupont.be.';

let nextId = 1;
function entity(content: string, overrides: Partial<AnonymisationEntity> = {}, from = 0): AnonymisationEntity {
  const start = TEXT.indexOf(content, from);
  if (start === -1) throw new Error(`"${content}" is not in the text`);
  return {
    id: nextId++,
    start_index: start,
    end_index: start + content.length,
    content,
    category: 'person',
    replacement: 'A.',
    decision: 'proposed',
    group: 'g1',
    source: 'rules',
    ...overrides,
  };
}

function fixture() {
  nextId = 1;
  const dupont = entity('Jean Dupont');
  const mail = entity('jean@dupont.be', { category: 'email', replacement: '[adresse e-mail]', group: 'g2' });
  const martin = entity('Marie Martin', { replacement: 'B.', group: 'g3', source: 'llm:gpt-4o-mini' });
  const dupont2 = entity('J. Dupont', { source: 'manual' });
  const mail2 = entity('jean@dupont.be', { category: 'email', replacement: '[adresse e-mail]', group: 'g2' }, 60);
  // Given out of text order, as a server may.
  return { dupont, mail, martin, dupont2, mail2, all: [mail2, martin, dupont, dupont2, mail] };
}

describe('grouping', () => {
  it('groups the occurrences of one entity in order of first appearance, with counts and sources', () => {
    const { all, dupont, dupont2, mail, mail2, martin } = fixture();
    const groups = groupEntities(
      withDecisions({ status: 'proposed', entities: all }, [{ id: mail.id, decision: 'rejected' }]).entities,
    );
    expect(groups.map((group) => [group.key, group.replacement, group.category])).toEqual([
      ['g1', 'A.', 'person'],
      ['g2', '[adresse e-mail]', 'email'],
      ['g3', 'B.', 'person'],
    ]);
    expect(groups[0]?.occurrences.map((one) => one.id)).toEqual([dupont.id, dupont2.id]);
    expect(groups[0]?.sources).toEqual(['rules', 'manual']);
    expect(groups[1]?.occurrences.map((one) => one.id)).toEqual([mail.id, mail2.id]);
    expect(groups[1]?.counts).toEqual({ proposed: 1, accepted: 0, rejected: 1 });
    expect(groups[2]?.sources).toEqual(['model']);
    expect(groups[2]?.occurrences).toEqual([martin]);
  });

  it('reads the source of a proposal', () => {
    expect([sourceKind('rules'), sourceKind('manual'), sourceKind('llm:mistral')]).toEqual([
      'rules',
      'manual',
      'model',
    ]);
  });
});

describe('the anonymised text, computed in the browser', () => {
  it('replaces the accepted entities only, and says where each replacement lands', () => {
    const { all, dupont, dupont2, mail, martin } = fixture();
    const view = withDecisions({ status: 'proposed', entities: all }, [
      { id: dupont.id, decision: 'accepted' },
      { id: dupont2.id, decision: 'accepted' },
      { id: mail.id, decision: 'accepted' },
      { id: martin.id, decision: 'rejected' },
    ]);
    const result = anonymise(TEXT, view.entities);
    // The second e-mail address is still proposed: it stays as written.
    expect(result.text).toBe('A. ([adresse e-mail]) contre Marie Martin. A. écrit à jean@dupont.be.');
    expect(result.spans.map((span) => result.text.slice(span.start, span.end))).toEqual([
      'A.',
      '[adresse e-mail]',
      'A.',
    ]);
  });

  it('keeps the first of two overlapping entities', () => {
    nextId = 1;
    const whole = entity('Jean Dupont', { decision: 'accepted' });
    const inner = entity('Dupont', { decision: 'accepted', replacement: 'X.' });
    expect(anonymise(TEXT, [inner, whole]).text.startsWith('A. (jean@dupont.be)')).toBe(true);
  });
});

describe('moving through the entities', () => {
  it('goes to the next and previous entity in text order, wrapping at both ends', () => {
    const { all, dupont, mail, martin, mail2 } = fixture();
    const ordered = inTextOrder(all);
    expect(neighbour(ordered, null, 1)).toBe(dupont);
    expect(neighbour(ordered, null, -1)).toBe(mail2);
    expect(neighbour(ordered, dupont.id, 1)).toBe(mail);
    expect(neighbour(ordered, mail.id, 1)).toBe(martin);
    expect(neighbour(ordered, mail2.id, 1)).toBe(dupont);
    expect(neighbour(ordered, dupont.id, -1)).toBe(mail2);
    expect(neighbour([], null, 1)).toBeNull();
  });

  it('after a decision, goes on to the next proposal still undecided', () => {
    const { all, dupont, mail, martin, dupont2 } = fixture();
    const ordered = inTextOrder(
      withDecisions({ status: 'proposed', entities: all }, [
        { id: dupont.id, decision: 'accepted' },
        { id: mail.id, decision: 'accepted' },
        { id: martin.id, decision: 'rejected' },
      ]).entities,
    );
    expect(nextProposed(ordered, dupont.id)).toBe(dupont2.id);
    const rest = ordered.map((one) => ({ ...one, decision: 'accepted' as const }));
    expect(nextProposed(rest, dupont.id)).toBe(dupont.id);
  });
});

describe('decisions', () => {
  it('applies decisions to the view and leaves out those already made', () => {
    const { all, dupont, dupont2 } = fixture();
    const view = withDecisions({ status: 'proposed', entities: all }, [{ id: dupont.id, decision: 'accepted' }]);
    expect(view.entities.find((one) => one.id === dupont.id)?.decision).toBe('accepted');
    expect(
      decideAll([view.entities.find((one) => one.id === dupont.id) as AnonymisationEntity, dupont2], 'accepted'),
    ).toEqual([{ id: dupont2.id, decision: 'accepted' }]);
  });
});

/** WCAG 2 relative luminance and contrast ratio of two 6-digit colours. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('colours', () => {
  it('gives every category its own colour, its text readable at AA contrast (4.5:1), rejected ones too', () => {
    const backgrounds = CATEGORIES.map((category) => CATEGORY_COLOURS[category].background);
    expect(new Set(backgrounds).size).toBe(CATEGORIES.length);
    for (const category of CATEGORIES) {
      const { background, color } = CATEGORY_COLOURS[category];
      expect({ category, ok: contrast(background, color) >= 4.5 }).toEqual({ category, ok: true });
    }
    expect(contrast(REJECTED_COLOURS.background, REJECTED_COLOURS.color)).toBeGreaterThanOrEqual(4.5);
  });
});
