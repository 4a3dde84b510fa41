import { keysOutsidePrefix, messagePrefixOf } from '../../../tools/jest/messagePrefix';
import { messages } from './messages';

describe('mf-billing catalogue', () => {
  it(`keys start with the remote's prefix (${messagePrefixOf('mf-billing')}.)`, () => {
    expect(keysOutsidePrefix('mf-billing', messages)).toEqual([]);
  });
});
