// The anonymisation service's pure parts (issue 26): pseudonyms in order of first appearance among what will be
// replaced, a detection merged into a review under way, and the language model's proposals beside the rules'.
import type { AnonymisationEntityRow } from '../src/db/schema';
import { mergeDetection, type WorkingEntity, withReplacements } from '../src/services/anonymisation';
import { withModelProposals } from '../src/services/anonymisationJobs';

const TEXT = 'Jean DUPONT contre Sophie MARTIN et le juge Paul LEROY; DUPONT écrit à jean@exemple.be.';
const at = (content: string, from = 0) => {
  const start = TEXT.indexOf(content, from);
  if (start < 0) throw new Error(`${content} is not in the text`);
  return { start_index: start, end_index: start + content.length, content };
};

const person = (content: string, group: string, decision: WorkingEntity['decision'], from = 0): WorkingEntity => ({
  ...at(content, from),
  category: 'person',
  decision,
  entity_group: group,
  source: 'rules',
  replacement: '',
});

let nextId = 1;
const stored = (entity: WorkingEntity): AnonymisationEntityRow => ({ ...entity, id: nextId++, document_id: 1 });

describe('withReplacements', () => {
  it('gives persons letters in order of first appearance, a rejected proposal taking none', () => {
    const result = withReplacements(
      [
        person('Sophie MARTIN', 'g2', 'accepted'),
        person('Paul LEROY', 'g3', 'rejected'),
        person('Jean DUPONT', 'g1', 'proposed'),
        person('DUPONT', 'g1', 'accepted', 20),
      ],
      'fr',
    );
    expect(result.map((entity) => [entity.content, entity.replacement])).toEqual([
      ['Sophie MARTIN', 'B.'],
      ['Paul LEROY', 'C.'],
      ['Jean DUPONT', 'A.'],
      ['DUPONT', 'A.'],
    ]);
  });

  it('writes the other categories in the document language', () => {
    const [email] = withReplacements(
      [
        {
          ...at('jean@exemple.be'),
          category: 'email',
          decision: 'accepted',
          entity_group: 'g1',
          source: 'rules',
          replacement: '',
        },
      ],
      'nl',
    );
    expect(email?.replacement).toBe('[e-mailadres]');
  });
});

describe('mergeDetection', () => {
  it('replaces earlier proposals, keeps decisions and hand-added entities, and never names a new group as a kept one', () => {
    const keptJean = stored(person('Jean DUPONT', 'g1', 'accepted'));
    const oldProposal = stored(person('Sophie MARTIN', 'g2', 'proposed'));
    const manual = stored({ ...person('Paul LEROY', 'g5', 'proposed'), source: 'manual' });
    const detected = [
      { ...at('Jean DUPONT'), category: 'person' as const, group: 'g1', source: 'rules' },
      { ...at('Sophie MARTIN'), category: 'person' as const, group: 'g2', source: 'rules' },
      {
        ...at('DUPONT', 20),
        category: 'person' as const,
        group: 'g3',
        source: 'rules',
      },
    ];
    const changes = mergeDetection([keptJean, oldProposal, manual], detected, 'fr');
    expect(changes.deleted).toEqual([oldProposal.id]);
    // "Jean DUPONT" again is over the kept one: left out. Sophie is proposed anew; the lone DUPONT in its own group.
    expect(changes.added.map((entity) => [entity.content, entity.decision, entity.replacement])).toEqual([
      ['Sophie MARTIN', 'proposed', 'B.'],
      ['DUPONT', 'proposed', 'D.'],
    ]);
    expect(new Set(changes.added.map((entity) => entity.entity_group)).has('g1')).toBe(false);
  });
});

describe('withModelProposals', () => {
  it("adds the model's spans where the rules left room, grouping them with a rule's same content", () => {
    const rules = [{ ...at('jean@exemple.be'), category: 'email' as const, group: 'g1' }];
    const merged = withModelProposals(
      rules,
      [
        { ...at('Jean DUPONT'), category: 'person' },
        { ...at('DUPONT', 20), category: 'person' },
        { ...at('jean@exemple.be'), category: 'email' },
      ],
      'llm:m',
    );
    expect(merged.map((entity) => [entity.content, entity.source])).toEqual([
      ['Jean DUPONT', 'llm:m'],
      ['DUPONT', 'llm:m'],
      ['jean@exemple.be', 'rules'],
    ]);
    expect(merged[0]?.group).not.toBe(merged[1]?.group);
  });
});
