import { isTrialNoticeDue, trialStandingOf } from './subscription';

const now = new Date('2026-11-27T10:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

describe('trialStandingOf', () => {
  it('counts the days started before the trial ends, 1 on its last day, and says when it is ending', () => {
    expect(trialStandingOf({ subscription_status: 'trial', trial_ends_at: inDays(20) }, now)).toEqual({
      kind: 'trial',
      endsAt: inDays(20),
      daysLeft: 20,
      ending: false,
    });
    expect(trialStandingOf({ subscription_status: 'trial', trial_ends_at: inDays(7) }, now)).toMatchObject({
      daysLeft: 7,
      ending: true,
    });
    expect(trialStandingOf({ subscription_status: 'trial', trial_ends_at: inDays(7.2) }, now)).toMatchObject({
      daysLeft: 8,
      ending: false,
    });
    expect(trialStandingOf({ subscription_status: 'trial', trial_ends_at: inDays(0.1) }, now)).toMatchObject({
      daysLeft: 1,
      ending: true,
    });
  });

  it('reads a trial past its end by the browser clock as ended, like the server', () => {
    expect(trialStandingOf({ subscription_status: 'trial', trial_ends_at: inDays(-0.01) }, now)).toEqual({
      kind: 'ended',
      endedAt: inDays(-0.01),
    });
    expect(trialStandingOf({ subscription_status: 'none', trial_ends_at: inDays(-3) }, now)).toEqual({
      kind: 'ended',
      endedAt: inDays(-3),
    });
    expect(trialStandingOf({ subscription_status: 'none', trial_ends_at: null }, now)).toEqual({
      kind: 'ended',
      endedAt: null,
    });
  });

  it('has nothing to say of a paying firm, or without a firm', () => {
    expect(trialStandingOf({ subscription_status: 'active', trial_ends_at: inDays(-40) }, now)).toEqual({
      kind: 'subscribed',
    });
    expect(trialStandingOf(null, now)).toBeNull();
  });
});

describe('isTrialNoticeDue', () => {
  it.each([
    [{ subscription_status: 'trial', trial_ends_at: inDays(20) }, false],
    [{ subscription_status: 'trial', trial_ends_at: inDays(3) }, true],
    [{ subscription_status: 'none', trial_ends_at: inDays(-3) }, true],
    [{ subscription_status: 'active', trial_ends_at: null }, false],
  ] as const)('%j → %s', (client, due) => {
    expect(isTrialNoticeDue(trialStandingOf(client, now))).toBe(due);
  });
});
