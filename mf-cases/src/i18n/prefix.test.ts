import { keysOutsidePrefix, messagePrefixOf } from '../../../tools/jest/messagePrefix';
import { messages } from './messages';

describe('mf-cases catalogue', () => {
  it(`keys start with the remote's prefix (${messagePrefixOf('mf-cases')}.)`, () => {
    // Named verbatim by the specification (empty case list), so it keeps its own id.
    expect(keysOutsidePrefix('mf-cases', messages, ['legalcases.noresult.default'])).toEqual([]);
  });
});
