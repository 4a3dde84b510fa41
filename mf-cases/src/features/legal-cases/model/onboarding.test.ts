import type { Onboarding } from '@lexdesk/shared';
import { casusSnippet, magicLink, mailtoHref, shouldShowOnboarding } from './onboarding';

const flags = [false, true];
const combinations = flags.flatMap((received) =>
  flags.flatMap((done) =>
    flags.flatMap((casus) =>
      flags.map((skills) => ({
        has_ever_received_a_case: received,
        has_done_onboarding: done,
        has_user_set_casus_on_their_site: casus,
        has_user_set_their_skills: skills,
      })),
    ),
  ),
);

describe('shouldShowOnboarding', () => {
  it.each(combinations)(
    'received %# → shown only without a case and with onboarding or casus missing',
    (onboarding: Onboarding) => {
      const expected =
        !onboarding.has_ever_received_a_case &&
        (!onboarding.has_done_onboarding || !onboarding.has_user_set_casus_on_their_site);
      expect(shouldShowOnboarding(onboarding)).toBe(expected);
    },
  );

  it('spells out the rule of section 4', () => {
    const base = {
      has_user_set_their_skills: true,
      has_user_set_casus_on_their_site: true,
      has_done_onboarding: true,
      has_ever_received_a_case: false,
    };
    expect(shouldShowOnboarding(base)).toBe(false);
    expect(shouldShowOnboarding({ ...base, has_done_onboarding: false })).toBe(true);
    expect(shouldShowOnboarding({ ...base, has_user_set_casus_on_their_site: false })).toBe(true);
    expect(shouldShowOnboarding({ ...base, has_done_onboarding: false, has_user_set_casus_on_their_site: false })).toBe(
      true,
    );
    expect(
      shouldShowOnboarding({
        ...base,
        has_ever_received_a_case: true,
        has_done_onboarding: false,
        has_user_set_casus_on_their_site: false,
      }),
    ).toBe(false);
    // Skills alone never decide: they only unlock steps 2 and 3.
    expect(shouldShowOnboarding({ ...base, has_user_set_their_skills: false })).toBe(false);
  });

  it('shows nothing without onboarding flags', () => {
    expect(shouldShowOnboarding(null)).toBe(false);
    expect(shouldShowOnboarding(undefined)).toBe(false);
  });
});

describe('onboarding documentation', () => {
  it('builds the casus snippet for the firm', () => {
    expect(casusSnippet('https://app.lexdesk.test', 'firm-1')).toBe(
      '<script src="https://app.lexdesk.test/casus.js" data-uuid="firm-1" data-lang="fr" async></script>',
    );
  });

  it('builds the magic link of the firm', () => {
    expect(magicLink('https://app.lexdesk.test', 'firm-1')).toBe('https://app.lexdesk.test/intake?uuid=firm-1&lang=fr');
  });

  it('encodes the subject and the body of the e-mail', () => {
    expect(mailtoHref('Votre demande', 'Bonjour,\nhttps://x.test/intake?uuid=1&lang=fr')).toBe(
      'mailto:?subject=Votre%20demande&body=Bonjour%2C%0Ahttps%3A%2F%2Fx.test%2Fintake%3Fuuid%3D1%26lang%3Dfr',
    );
  });
});
