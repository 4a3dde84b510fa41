import { keysOutsidePrefix, messagePrefixOf } from '../../../tools/jest/messagePrefix';
import { loginMessages } from '../features/login/messages';
import { authMessages } from './messages';

describe('mf-auth catalogue', () => {
  it(`keys start with the remote's prefix (${messagePrefixOf('mf-auth')}.)`, () => {
    expect(keysOutsidePrefix('mf-auth', authMessages)).toEqual([]);
    expect(keysOutsidePrefix('mf-auth', loginMessages)).toEqual([]);
  });
});
