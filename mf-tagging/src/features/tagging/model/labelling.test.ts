import {
  categorizationOf,
  createHistory,
  hasUnsavedChanges,
  historyReducer,
  HISTORY_LIMIT,
  labellingReducer,
  type HistoryAction,
  type LabellingAction,
  type LabellingHistory,
  type Passage,
} from './labelling';

const TEXT = "Vu l'article 1382 du Code civil et l'article 1384 du Code civil.";
const passage = (content: string, from = 0): Passage => {
  const start = TEXT.indexOf(content, from);
  return { start, end: start + content.length, content };
};

const apply = (history: LabellingHistory, ...actions: (LabellingAction | HistoryAction)[]) =>
  actions.reduce<LabellingHistory>(
    (current, action) =>
      historyReducer(
        current,
        'action' in action || ['undo', 'redo', 'load', 'saved'].includes(action.type)
          ? (action as HistoryAction)
          : { type: 'do', action: action as LabellingAction },
      ),
    history,
  );

const summary = (history: LabellingHistory) =>
  history.present.labels.map(
    (label) => `${label.code}:${label.data.map((one) => `${one.start}-${one.end}`).join(',')}`,
  );

const create = (name: string, code: string, ...passages: Passage[]): LabellingAction => ({
  type: 'create',
  name,
  code,
  color: 'ffd166',
  passages,
});

describe('labels and passages', () => {
  it('creates a label with its first passage, its colour in capitals', () => {
    const history = apply(createHistory(), create('Article', 'article', passage('article 1382')));
    expect(history.present.labels).toEqual([
      {
        key: 'label-0',
        name: 'Article',
        code: 'article',
        color: 'FFD166',
        data: [{ start: 5, end: 17, content: 'article 1382' }],
      },
    ]);
  });

  it('refuses a label without a name or with a code already used', () => {
    const history = apply(createHistory(), create('Article', 'article'));
    expect(labellingReducer(history.present, create('  ', 'other'))).toBe(history.present);
    expect(labellingReducer(history.present, create('Autre', 'article'))).toBe(history.present);
  });

  it('keeps overlapping passages, in text order, each place once', () => {
    const history = apply(
      createHistory(),
      create('Article', 'article', passage('1382 du Code civil')),
      { type: 'tag', key: 'label-0', passages: [passage('article 1382'), passage('1382 du Code civil')] },
      create('Code', 'code', passage('Code civil')),
    );
    // "article 1382" (5-17) overlaps "1382 du Code civil" (13-31) in one label; "Code civil" (21-31) in another.
    expect(summary(history)).toEqual(['article:5-17,13-31', 'code:21-31']);
  });

  it('keeps every offset exact after moving, untagging and removing', () => {
    let history = apply(
      createHistory(),
      create('Article', 'article', passage('article 1382'), passage('article 1384')),
      create('Code', 'code', passage('Code civil')),
    );
    history = apply(
      history,
      { type: 'move', from: 'label-0', to: 'label-1', passage: passage('article 1384') },
      { type: 'untag', key: 'label-1', passage: passage('Code civil') },
    );
    expect(summary(history)).toEqual(['article:5-17', 'code:37-49']);
    for (const label of history.present.labels)
      for (const one of label.data) expect(TEXT.slice(one.start, one.end)).toBe(one.content);
    history = apply(history, { type: 'remove', key: 'label-0' });
    expect(summary(history)).toEqual(['code:37-49']);
  });

  it('renames (never to nothing), recodes (never to a used code) and recolours', () => {
    const history = apply(
      createHistory(),
      create('Article', 'article'),
      create('Code', 'code'),
      { type: 'rename', key: 'label-0', name: '  Disposition  ' },
      { type: 'rename', key: 'label-0', name: '   ' },
      { type: 'recode', key: 'label-0', code: 'code' },
      { type: 'recode', key: 'label-0', code: 'disposition' },
      { type: 'recolor', key: 'label-1', color: 'a0e7e5' },
    );
    expect(history.present.labels.map(({ name, code, color }) => [name, code, color])).toEqual([
      ['Disposition', 'disposition', 'FFD166'],
      ['Code', 'code', 'A0E7E5'],
    ]);
  });

  it('accepts a suggestion as a new label marked openai, or into the label of the same code; rejects one', () => {
    const suggestion = {
      name: 'Référence d’article',
      code: 'article_reference',
      color: 'E68A70',
      data: [passage('article 1382')],
    };
    let history = apply(createHistory(), { type: 'accept', suggestions: [suggestion] });
    expect(history.present.labels[0]).toMatchObject({ code: 'article_reference', openai: true, color: 'E68A70' });
    history = apply(history, {
      type: 'accept',
      suggestions: [{ ...suggestion, data: [passage('article 1382'), passage('article 1384')] }],
    });
    expect(summary(history)).toEqual(['article_reference:5-17,37-49']);
    history = apply(history, { type: 'reject', code: 'date' });
    expect(history.present.handledSuggestions).toEqual(['article_reference', 'date']);
  });

  it('turns the labels into the categorization the API stores', () => {
    const history = apply(createHistory(), create('Article', 'article', passage('article 1382')));
    expect(categorizationOf(history.present)).toEqual([
      {
        name: 'Article',
        code: 'article',
        color: 'FFD166',
        data: [{ start_index: 5, end_index: 17, content: 'article 1382' }],
      },
    ]);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes each change, and a new change forgets what was undone', () => {
    let history = apply(createHistory(), create('Article', 'article', passage('article 1382')), {
      type: 'tag',
      key: 'label-0',
      passages: [passage('article 1384')],
    });
    expect(summary(history)).toEqual(['article:5-17,37-49']);
    history = apply(history, { type: 'undo' });
    expect(summary(history)).toEqual(['article:5-17']);
    history = apply(history, { type: 'undo' });
    expect(summary(history)).toEqual([]);
    history = apply(history, { type: 'undo' });
    expect(summary(history)).toEqual([]);
    history = apply(history, { type: 'redo' }, { type: 'redo' });
    expect(summary(history)).toEqual(['article:5-17,37-49']);
    history = apply(history, { type: 'undo' }, { type: 'tag', key: 'label-0', passages: [passage('Code civil')] });
    expect(history.future).toEqual([]);
    expect(summary(history)).toEqual(['article:5-17,21-31']);
  });

  it('undoes a batch of changes in one step', () => {
    let history = apply(createHistory(), create('Article', 'article', passage('article 1382')));
    history = apply(history, {
      type: 'batch',
      actions: [
        { type: 'untag', key: 'label-0', passage: passage('article 1382') },
        create('Disposition', 'disposition', passage('article 1382')),
      ],
    });
    expect(summary(history)).toEqual(['article:', 'disposition:5-17']);
    expect(summary(apply(history, { type: 'undo' }))).toEqual(['article:5-17']);
  });

  it('records nothing for a change that changes nothing', () => {
    const history = apply(createHistory(), create('Article', 'article', passage('article 1382')));
    expect(apply(history, { type: 'tag', key: 'label-0', passages: [passage('article 1382')] })).toBe(history);
    expect(apply(history, { type: 'rename', key: 'label-0', name: 'Article' })).toBe(history);
  });

  it('knows unsaved changes: none once saved, again after a change, none when undone back to the saved labels', () => {
    let history = createHistory();
    expect(hasUnsavedChanges(history)).toBe(false);
    history = apply(history, create('Article', 'article'));
    expect(hasUnsavedChanges(history)).toBe(true);
    history = apply(history, { type: 'saved', state: history.present });
    expect(hasUnsavedChanges(history)).toBe(false);
    history = apply(history, { type: 'rename', key: 'label-0', name: 'Disposition' });
    expect(hasUnsavedChanges(history)).toBe(true);
    expect(history.saved['label-0']).toEqual({ name: 'Article', code: 'article' });
    history = apply(history, { type: 'undo' });
    expect(hasUnsavedChanges(history)).toBe(false);
  });

  it('still knows a change made while the save was under way', () => {
    let history = apply(createHistory(), create('Article', 'article'));
    const sent = history.present;
    history = apply(history, { type: 'rename', key: 'label-0', name: 'Disposition' }, { type: 'saved', state: sent });
    expect(hasUnsavedChanges(history)).toBe(true);
    expect(history.saved['label-0']).toEqual({ name: 'Article', code: 'article' });
  });

  it('keeps the last steps only', () => {
    let history = apply(createHistory(), create('Article', 'article'));
    for (let index = 0; index < HISTORY_LIMIT + 20; index++) {
      history = apply(history, { type: 'rename', key: 'label-0', name: `Nom ${index}` });
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('starts again from the labels loaded', () => {
    const history = apply(createHistory(), create('Article', 'article'), {
      type: 'load',
      labels: [{ name: 'Code', code: 'code', color: 'a0e7e5', data: [passage('Code civil')] }],
    });
    expect(summary(history)).toEqual(['code:21-31']);
    expect(history.past).toEqual([]);
    expect(hasUnsavedChanges(history)).toBe(false);
  });
});
