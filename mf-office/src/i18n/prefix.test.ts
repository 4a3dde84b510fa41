import { keysOutsidePrefix, messagePrefixOf } from '../../../tools/jest/messagePrefix';
import { messages } from './messages';

describe('mf-office catalogue', () => {
  it(`keys start with the remote's prefix (${messagePrefixOf('mf-office')}.)`, () => {
    expect(keysOutsidePrefix('mf-office', messages)).toEqual([]);
  });
});
