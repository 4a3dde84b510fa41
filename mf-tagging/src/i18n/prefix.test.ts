import { keysOutsidePrefix, messagePrefixOf } from '../../../tools/jest/messagePrefix';
import { messages } from './messages';

describe('mf-tagging catalogue', () => {
  it(`keys start with the remote's prefix (${messagePrefixOf('mf-tagging')}.)`, () => {
    expect(keysOutsidePrefix('mf-tagging', messages)).toEqual([]);
  });
});
