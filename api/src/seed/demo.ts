import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/passwords';
import type { OnboardingFlags } from '../repositories';
import { inviteToFirm } from '../services/invitations';

export const DEMO_PASSWORD = 'lexdesk-demo';

export interface DemoAccount {
  email: string;
  role: string;
  firm: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@lexdesk.test', role: 'Super administrateur', firm: null },
  { email: 'direction@cabinet-demo.test', role: 'Administratrice du cabinet (Claire Dubois)', firm: 'Cabinet Démo' },
  { email: 'avocat@cabinet-demo.test', role: 'Avocat (Marc Lambert)', firm: 'Cabinet Démo' },
  { email: 'avocate@cabinet-demo.test', role: 'Avocate, onboarding à faire (Sophie Peeters)', firm: 'Cabinet Démo' },
  { email: 'avocat@autre-cabinet.test', role: 'Administrateur du cabinet (Jan Janssens)', firm: 'Autre Cabinet' },
];

export const DEMO_INVITED_EMAIL = 'nouvel.avocat@cabinet-demo.test';

const DAY_MS = 24 * 60 * 60 * 1000;
const ONBOARDED: OnboardingFlags = {
  has_user_set_their_skills: true,
  has_user_set_casus_on_their_site: true,
  has_done_onboarding: true,
  has_ever_received_a_case: true,
};

/** Fills an empty database with the demo firms; returns false when there was data already. */
export async function seedDemo(app: FastifyInstance): Promise<boolean> {
  const { repos, config } = app;
  if (repos.users.count() > 0) return false;
  const now = config.now();
  // argon2 is deliberately slow: one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const { demoFirm, claire } = repos.transaction(() => {
    const person = (firstname: string, lastname: string) => ({ firstname, lastname, name: `${firstname} ${lastname}` });

    repos.users.create(
      {
        clientId: null,
        email: 'admin@lexdesk.test',
        passwordHash,
        name: 'Administrateur LexDesk',
        firstname: null,
        lastname: null,
        admin: true,
      },
      now,
    );

    // Past its trial and not subscribed yet, so the office subscription page is reachable.
    const demoFirm = repos.clients.create(
      {
        name: 'Cabinet Démo',
        trialEndsAt: new Date(now.getTime() - 10 * DAY_MS),
        mailSystem: 1,
        emailBox: 'accueil@cabinet-demo.test',
        usesKleos: true,
      },
      now,
    );
    const claire = repos.users.create(
      {
        clientId: demoFirm.id,
        email: 'direction@cabinet-demo.test',
        passwordHash,
        ...person('Claire', 'Dubois'),
        onboarding: ONBOARDED,
      },
      now,
    );
    repos.clients.setAdmin(demoFirm.id, claire.id, now);
    repos.users.create(
      {
        clientId: demoFirm.id,
        email: 'avocat@cabinet-demo.test',
        passwordHash,
        ...person('Marc', 'Lambert'),
        onboarding: ONBOARDED,
      },
      now,
    );
    // A lawyer who just joined: the onboarding panel shows for her.
    repos.users.create(
      { clientId: demoFirm.id, email: 'avocate@cabinet-demo.test', passwordHash, ...person('Sophie', 'Peeters') },
      now,
    );

    // A firm still in its trial, halfway through onboarding.
    const otherFirm = repos.clients.create(
      { name: 'Autre Cabinet', trialEndsAt: new Date(now.getTime() + 20 * DAY_MS) },
      now,
    );
    const jan = repos.users.create(
      {
        clientId: otherFirm.id,
        email: 'avocat@autre-cabinet.test',
        passwordHash,
        ...person('Jan', 'Janssens'),
        onboarding: { has_user_set_their_skills: true },
      },
      now,
    );
    repos.clients.setAdmin(otherFirm.id, jan.id, now);

    return { demoFirm: repos.clients.findById(demoFirm.id) ?? demoFirm, claire };
  });

  await inviteToFirm(
    { repos, mail: app.mail, publicUrl: config.publicUrl, now },
    demoFirm,
    DEMO_INVITED_EMAIL,
    claire.id,
    'fr',
  );
  app.log.info('demo data seeded');
  return true;
}
