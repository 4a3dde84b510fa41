import { assertSharedContract, isContractCompatible, SharedContractError } from './version';

describe('shared contract rule', () => {
  it.each([
    ['1.0', '1.0', true],
    ['1.3', '1.0', true], // the shell carries later additions: the remote ignores them
    ['1.0', '1.2', false], // the remote uses an addition the shell lacks
    ['2.0', '1.0', false], // the shell broke the surface the remote was built for
    ['1.0', '2.0', false], // the remote was built for a newer major
    ['1.0', 'garbage', false],
  ])('deployed %s, required %s: compatible %s', (deployed, required, expected) => {
    expect(isContractCompatible(deployed, required)).toBe(expected);
  });

  it('throws a SharedContractError naming the remote and both versions', () => {
    expect(() => assertSharedContract('mf_next', '2.0', '1.0')).toThrow(SharedContractError);
    expect(() => assertSharedContract('mf_next', '2.0', '1.0')).toThrow('mf_next needs @lexdesk/shared contract 2.0');
    expect(() => assertSharedContract('mf_cases', '2.0')).not.toThrow();
    expect(() => assertSharedContract('mf_cases', '1.7')).toThrow(SharedContractError);
  });
});
