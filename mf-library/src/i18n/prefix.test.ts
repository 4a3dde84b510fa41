import { keysOutsidePrefix, messagePrefixOf } from '../../../tools/jest/messagePrefix';
import { messages } from './messages';

describe('mf-library catalogue', () => {
  it(`keys start with the remote's prefix (${messagePrefixOf('mf-library')}.)`, () => {
    expect(keysOutsidePrefix('mf-library', messages)).toEqual([]);
  });
});
