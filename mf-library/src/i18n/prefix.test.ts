import { keysOutsidePrefix, messagePrefixOf } from '../../../tools/jest/messagePrefix';
import { messages } from './messages';

describe('mf-library catalogue', () => {
  it(`keys start with the remote's prefix (${messagePrefixOf('mf-library')}.), but the specification's own id`, () => {
    expect(keysOutsidePrefix('mf-library', messages, ['documents.noresult.default'])).toEqual([]);
  });
});
