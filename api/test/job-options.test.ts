import { jobOptionsFromEnv } from '../src/config';

describe('LEXDESK_JOB_LEASE_MS and LEXDESK_JOB_HEARTBEAT_MS', () => {
  it('keep the defaults when unset, and beat three times a lease when only the lease is set', () => {
    expect(jobOptionsFromEnv({})).toEqual({ leaseMs: undefined, heartbeatMs: undefined });
    expect(jobOptionsFromEnv({ LEXDESK_JOB_LEASE_MS: '1500' })).toEqual({ leaseMs: 1500, heartbeatMs: 500 });
    expect(jobOptionsFromEnv({ LEXDESK_JOB_LEASE_MS: '6000', LEXDESK_JOB_HEARTBEAT_MS: '1000' })).toEqual({
      leaseMs: 6000,
      heartbeatMs: 1000,
    });
  });

  it('refuse at start what is not milliseconds, and a heartbeat that would let a running job lapse', () => {
    for (const value of ['1e3', '-5', 'abc', '50', '1.5'])
      expect(() => jobOptionsFromEnv({ LEXDESK_JOB_LEASE_MS: value })).toThrow('LEXDESK_JOB_LEASE_MS');
    expect(() => jobOptionsFromEnv({ LEXDESK_JOB_LEASE_MS: '2000', LEXDESK_JOB_HEARTBEAT_MS: '2000' })).toThrow(
      'LEXDESK_JOB_HEARTBEAT_MS',
    );
    // Against the default 30 s lease.
    expect(() => jobOptionsFromEnv({ LEXDESK_JOB_HEARTBEAT_MS: '40000' })).toThrow('LEXDESK_JOB_HEARTBEAT_MS');
  });
});
