import { excerptParts } from './highlight';

describe('excerptParts', () => {
  it('marks the matched words and reads the escaped text back as text', () => {
    expect(excerptParts('le <mark>bail</mark> &lt;script&gt; &amp; co')).toEqual([
      { text: 'le ', match: false },
      { text: 'bail', match: true },
      { text: ' <script> & co', match: false },
    ]);
  });
});
