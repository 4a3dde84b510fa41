// The labelling module's pure parts: anchoring a model's passages, cutting a long text for a model, the rules'
// summary, the labels made of a model's answer, and the LEXDESK_LLM_* settings.
import { llmSettingsFromEnv } from '../src/config';
import { anchorPassages, MAX_OCCURRENCES } from '../src/labelling/anchor';
import { OMISSION_MARKER, textForModel } from '../src/labelling/excerpt';
import { labelsFromAnswer } from '../src/labelling/openai';
import { operativeFirstSentence, rulesSummary } from '../src/labelling/rules';
import { OPENINGS } from './fixtures/recognition/openings';

const opening = (id: string) => {
  const found = OPENINGS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no opening ${id}`);
  return found.text;
};

describe('anchorPassages', () => {
  const text =
    'Le tribunal,\nstatuant contradictoirement,\n  condamne la SA X à payer 1.250,00 EUR.\nL’appel est reçu. Le tribunal condamne la SA X aux dépens.';

  it('finds every occurrence, whatever whitespace the text has between the words', () => {
    const { selections, missing } = anchorPassages(text, ['tribunal, statuant contradictoirement', 'condamne la SA X']);
    expect(missing).toBe(0);
    expect(selections.map((selection) => selection.content)).toEqual([
      'tribunal,\nstatuant contradictoirement',
      'condamne la SA X',
      'condamne la SA X',
    ]);
    for (const selection of selections) {
      expect(text.slice(selection.start_index, selection.end_index)).toBe(selection.content);
    }
  });

  it("matches a straight apostrophe to the text's typographic one, and keeps the text's own", () => {
    const { selections } = anchorPassages(text, ["L'appel est reçu"]);
    expect(selections).toEqual([
      { start_index: text.indexOf('L’appel'), end_index: text.indexOf('L’appel') + 16, content: 'L’appel est reçu' },
    ]);
  });

  it('counts as missing a passage not in the text, one too short to anchor, and one differing in case', () => {
    const { selections, missing } = anchorPassages(text, ['condamne la SA Y', 'SA', '   ', 'LE TRIBUNAL', 'dépens']);
    expect(missing).toBe(4);
    expect(selections.map((selection) => selection.content)).toEqual(['dépens']);
  });

  it('keeps one selection per span when two passages find the same words, and caps a frequent passage', () => {
    expect(anchorPassages(text, ['Le tribunal', 'Le  tribunal']).selections).toHaveLength(2);
    const long = 'art. 5 '.repeat(MAX_OCCURRENCES + 50);
    expect(anchorPassages(long, ['art. 5']).selections).toHaveLength(MAX_OCCURRENCES);
  });
});

describe('textForModel', () => {
  const lines = Array.from({ length: 400 }, (_, index) => `Ligne ${index} du jugement, avec son texte.`);
  const text = lines.join('\n');

  it('sends a text that fits whole', () => {
    expect(textForModel(text, text.length)).toEqual({ text, omitted: 0 });
  });

  it('keeps the beginning (two thirds) and the end (one third) of a long text, cut at line breaks', () => {
    const sent = textForModel(text, 3000);
    expect(sent.text.length).toBeLessThanOrEqual(3000);
    const [head = '', tail = ''] = sent.text.split(`\n\n${OMISSION_MARKER}\n\n`);
    expect(text.startsWith(head)).toBe(true);
    expect(text.endsWith(tail)).toBe(true);
    expect(head.length).toBeGreaterThan(tail.length);
    expect(head.endsWith('texte.')).toBe(true);
    expect(tail.startsWith('Ligne ')).toBe(true);
    expect(sent.omitted).toBe(text.length - head.length - tail.length);
  });
});

describe('the rules summary', () => {
  it("names a judgment's court, date and role number, then its operative part's first sentence", () => {
    expect(rulesSummary(opening('cass-fr-civil'), 'fr')).toBe(
      'Cour de cassation, 12 mars 2019, C.18.0456.F. Dispositif\u00a0: La Cour, Rejette le pourvoi.',
    );
    expect(rulesSummary(opening('hb-antwerpen-nl'), 'nl')).toMatch(
      /^Hof van beroep te Antwerpen, 3 april 2021, 2020\/AR\/567\./,
    );
  });

  it('cites an act as the metadata form would, and says nothing of a text that is neither', () => {
    expect(rulesSummary(opening('loi-2007-justel-fr'), 'fr')).toBe(
      'Loi du 10 mai 2007 tendant à lutter contre certaines formes de discrimination, M.B., 30 mai 2007.',
    );
    expect(rulesSummary(opening('doctrine-fr'), 'fr')).toBeNull();
  });

  it('reads the last operative part, stops at its first sentence, not at an abbreviation', () => {
    const judgment = [
      'Le premier juge avait dit : PAR CES MOTIFS, déclare la demande irrecevable.',
      'PAR CES MOTIFS,',
      'LE TRIBUNAL,',
      'Statuant contradictoirement, condamne le défendeur sur la base de l’art. 1382 C. civ. à payer 500 EUR ; le condamne aux dépens.',
    ].join('\n');
    expect(operativeFirstSentence(judgment)).toBe(
      'LE TRIBUNAL, Statuant contradictoirement, condamne le défendeur sur la base de l’art. 1382 C. civ. à payer 500 EUR',
    );
    expect(operativeFirstSentence('Aucun dispositif ici.')).toBeNull();
  });
});

describe("a model's answer as labels", () => {
  const text = 'Cour de cassation, 12 mars 2020. La Cour casse. Cour de cassation encore.';

  it('anchors each tag, merges tags of the same code, leaves out tags with no passage found', () => {
    const { tags, missing, passages } = labelsFromAnswer(text, {
      summary: 'x',
      tags: [
        { name: 'Juridiction', passages: ['Cour de cassation'] },
        { name: 'juridiction', passages: ['La Cour'] },
        { name: 'Inventé', passages: ['nulle part'] },
        { name: '   ', passages: ['Cour'] },
      ],
    });
    expect(missing).toBe(1);
    expect(passages).toBe(3);
    expect(tags).toEqual([
      {
        name: 'Juridiction',
        code: 'juridiction',
        color: 'E68A70',
        openai: true,
        data: [
          { start_index: 0, end_index: 17, content: 'Cour de cassation' },
          { start_index: 33, end_index: 40, content: 'La Cour' },
          { start_index: 48, end_index: 65, content: 'Cour de cassation' },
        ],
      },
    ]);
  });
});

describe('LEXDESK_LLM_* settings', () => {
  const complete = {
    LEXDESK_LLM_BASE_URL: 'https://api.example.test/v1/',
    LEXDESK_LLM_API_KEY: 'sk-test',
    LEXDESK_LLM_MODEL: 'model-x',
  };

  it('are off without the three variables, and on with them', () => {
    expect(llmSettingsFromEnv({})).toBeUndefined();
    expect(llmSettingsFromEnv(complete)).toEqual({
      baseUrl: 'https://api.example.test/v1',
      apiKey: 'sk-test',
      model: 'model-x',
      timeoutMs: 120_000,
      maxInputChars: 60_000,
    });
    expect(llmSettingsFromEnv({ ...complete, LEXDESK_LLM_TIMEOUT_MS: '5000' })?.timeoutMs).toBe(5000);
  });

  it('refuse to start with some of them only, a base that is no URL, or a timeout that is no number', () => {
    expect(() => llmSettingsFromEnv({ LEXDESK_LLM_MODEL: 'model-x' })).toThrow(
      /LEXDESK_LLM_BASE_URL, LEXDESK_LLM_API_KEY: not set/,
    );
    expect(() => llmSettingsFromEnv({ ...complete, LEXDESK_LLM_BASE_URL: 'api.example.test' })).toThrow(/http/);
    expect(() => llmSettingsFromEnv({ ...complete, LEXDESK_LLM_TIMEOUT_MS: '2s' })).toThrow(/whole number/);
  });
});
