import { addLanguage, draftOf, isBlankHtml, payloadOf, removeLanguage, setText } from './policies';

describe('policies model', () => {
  it.each(['', '<p></p>', '<p> </p>', '<p>&nbsp;</p><p><br></p>', '\n'])('finds %j blank', (html) => {
    expect(isBlankHtml(html)).toBe(true);
  });

  it.each(['<p>a</p>', 'a', '<ul><li>x</li></ul>'])('finds %j written', (html) => {
    expect(isBlankHtml(html)).toBe(false);
  });

  it('starts with English when nothing is stored', () => {
    expect(draftOf({ terms: [], privacy: [] }).languages).toEqual(['en']);
  });

  it('keeps the tabs in the order fr, en, nl and drops a removed language from the payload', () => {
    let draft = draftOf({ terms: [{ lang: 'nl', content: '<p>NL</p>', url: '/x' }], privacy: [] });
    draft = addLanguage(draft, 'fr');
    expect(draft.languages).toEqual(['fr', 'nl']);
    draft = setText(draft, 'fr', 'privacy', '<p>FR</p>');
    expect(payloadOf(draft)).toEqual({
      terms: [{ lang: 'nl', content: '<p>NL</p>' }],
      privacy: [{ lang: 'fr', content: '<p>FR</p>' }],
    });
    draft = removeLanguage(draft, 'nl');
    expect(payloadOf(draft)).toEqual({ terms: [], privacy: [{ lang: 'fr', content: '<p>FR</p>' }] });
  });
});
