import {
  fileAnswerItem,
  joinAnswer,
  type LegalCaseStatus,
  type Locale,
  type QuestionAndAnswer,
} from '@lexdesk/shared/domain';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { randomToken } from '../lib/crypto';
import { hashPassword } from '../lib/passwords';
import { minimalPdf } from '../lib/pdf';
import type { OnboardingFlags } from '../repositories';
import { queueExtraction } from '../services/documentProcessing';
import { inviteToFirm } from '../services/invitations';
import { documentDownloadUrl, questionCopy } from '../services/legalCases';
import { seedDemoLibrary } from './demoLibrary';
import { DEMO_POLICIES, DEMO_STORIES, DEMO_TEXT_ANSWERS, type DemoLawCase } from './demoTexts';

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
  {
    email: 'direction@cabinet-hermans.test',
    role: "Administratrice d'un cabinet à l'essai terminé (Eva Hermans)",
    firm: 'Cabinet Hermans',
  },
  {
    email: 'avocat@cabinet-hermans.test',
    role: "Avocat d'un cabinet à l'essai terminé (Lucas Maes)",
    firm: 'Cabinet Hermans',
  },
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
  if ((await repos.users.count()) > 0) return false;
  const now = config.now();
  // argon2 is deliberately slow: one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const { superAdmin, demoFirm, otherFirm, claire, marc, jan } = await repos.transaction(async (repos) => {
    // Every demo account signs in in French (the e2e tests and the demo guide expect it); each language is set explicitly.
    const person = (firstname: string, lastname: string) => ({
      firstname,
      lastname,
      name: `${firstname} ${lastname}`,
      lang: 'fr' as const,
    });

    const superAdmin = await repos.users.create(
      {
        clientId: null,
        email: 'admin@lexdesk.test',
        passwordHash,
        name: 'Administrateur LexDesk',
        firstname: null,
        lastname: null,
        lang: 'fr',
        admin: true,
      },
      now,
    );

    // Past its trial and subscribed to Plus (recorded without a card or a provider subscription), so the office
    // subscription page is reachable and every demo flow, inviting a fourth lawyer included, fits in the plan.
    const demoFirm = await repos.clients.create(
      {
        name: 'Cabinet Démo',
        trialEndsAt: new Date(now.getTime() - 10 * DAY_MS),
        mailSystem: 1,
        emailBox: 'accueil@cabinet-demo.test',
        usesKleos: true,
      },
      now,
    );
    const claire = await repos.users.create(
      {
        clientId: demoFirm.id,
        email: 'direction@cabinet-demo.test',
        passwordHash,
        ...person('Claire', 'Dubois'),
        onboarding: ONBOARDED,
      },
      now,
    );
    await repos.clients.setAdmin(demoFirm.id, claire.id, now);
    await repos.clients.recordSubscription(
      demoFirm.id,
      {
        subscriptionId: null,
        plan: 'lexdesk_plus',
        status: 'active',
        currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
        cancelAtPeriodEnd: false,
      },
      now,
    );
    await repos.policies.replace(demoFirm.id, DEMO_POLICIES, now);
    const marc = await repos.users.create(
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
    await repos.users.create(
      { clientId: demoFirm.id, email: 'avocate@cabinet-demo.test', passwordHash, ...person('Sophie', 'Peeters') },
      now,
    );

    // A firm still in its trial, halfway through onboarding.
    const otherFirm = await repos.clients.create(
      { name: 'Autre Cabinet', trialEndsAt: new Date(now.getTime() + 20 * DAY_MS) },
      now,
    );
    const jan = await repos.users.create(
      {
        clientId: otherFirm.id,
        email: 'avocat@autre-cabinet.test',
        passwordHash,
        ...person('Jan', 'Janssens'),
        onboarding: { has_user_set_their_skills: true },
      },
      now,
    );
    await repos.clients.setAdmin(otherFirm.id, jan.id, now);

    // A firm past its trial without a subscription: what its members see instead of refusals (the trial banner,
    // the office subscription page, the invitation that explains).
    const expiredFirm = await repos.clients.create(
      { name: 'Cabinet Hermans', trialEndsAt: new Date(now.getTime() - 12 * DAY_MS) },
      now,
    );
    const eva = await repos.users.create(
      {
        clientId: expiredFirm.id,
        email: 'direction@cabinet-hermans.test',
        passwordHash,
        ...person('Eva', 'Hermans'),
        onboarding: ONBOARDED,
      },
      now,
    );
    await repos.clients.setAdmin(expiredFirm.id, eva.id, now);
    await repos.users.create(
      {
        clientId: expiredFirm.id,
        email: 'avocat@cabinet-hermans.test',
        passwordHash,
        ...person('Lucas', 'Maes'),
        onboarding: ONBOARDED,
      },
      now,
    );

    return {
      superAdmin,
      demoFirm: (await repos.clients.findById(demoFirm.id)) ?? demoFirm,
      otherFirm,
      claire,
      marc,
      jan,
    };
  });

  await seedDemoCases(app, {
    demoFirm: demoFirm.id,
    otherFirm: otherFirm.id,
    lawyers: { marc: marc.id, claire: claire.id, jan: jan.id },
  });
  // The provider's library, published by the super administrator: processed, so it shows at once.
  await seedDemoLibrary(app, superAdmin.id);

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

// ---- Demo cases -----------------------------------------------------------------------------------

type DemoLawyer = 'marc' | 'claire' | 'jan';

interface DemoCase {
  lawyer: DemoLawyer;
  status: LegalCaseStatus;
  /** Law cases of the reference catalogue, looked up by code; a case whose code is missing is skipped. */
  lawCase: DemoLawCase;
  lang: Locale;
  daysAgo: number;
  litigant: { firstname: string; lastname: string; email: string; phone: string };
}

const DEMO_SKILLS: Record<DemoLawyer, readonly string[]> = {
  marc: ['family', 'employment'],
  claire: ['company'],
  jan: ['family', 'housing'],
};

const litigant = (firstname: string, lastname: string, email: string, phone: string) => ({
  firstname,
  lastname,
  email,
  phone,
});

// Claire's cases are about housing, a matter nobody at Cabinet Démo took: the intake rule gives
// those to the firm's administrator.
const DEMO_CASES: readonly DemoCase[] = [
  {
    lawyer: 'marc',
    status: 'new',
    lawCase: 'employment.dismissal',
    lang: 'fr',
    daysAgo: 1,
    litigant: litigant('Thomas', 'Vandenberghe', 'thomas.vandenberghe@example.be', '+32 475 12 34 56'),
  },
  {
    lawyer: 'marc',
    status: 'new',
    lawCase: 'family.divorce',
    lang: 'fr',
    daysAgo: 4,
    litigant: litigant('Amélie', 'Dupont', 'amelie.dupont@example.be', '+32 486 23 45 67'),
  },
  {
    lawyer: 'marc',
    status: 'new',
    lawCase: 'employment.dismissal',
    lang: 'nl',
    daysAgo: 8,
    litigant: litigant('Pieter', 'De Smet', 'pieter.desmet@example.be', '+32 497 34 56 78'),
  },
  {
    lawyer: 'marc',
    status: 'opened',
    lawCase: 'family.divorce',
    lang: 'fr',
    daysAgo: 13,
    litigant: litigant('Nathalie', 'Lemaire', 'nathalie.lemaire@example.be', '+32 471 45 67 89'),
  },
  {
    lawyer: 'marc',
    status: 'opened',
    lawCase: 'employment.dismissal',
    lang: 'fr',
    daysAgo: 17,
    litigant: litigant('Karim', 'El Amrani', 'karim.elamrani@example.be', '+32 478 56 78 90'),
  },
  {
    lawyer: 'marc',
    status: 'refused',
    lawCase: 'employment.dismissal',
    lang: 'fr',
    daysAgo: 23,
    litigant: litigant('Olivier', 'Lambrecht', 'olivier.lambrecht@example.be', '+32 479 67 89 01'),
  },
  {
    lawyer: 'marc',
    status: 'closed',
    lawCase: 'family.divorce',
    lang: 'fr',
    daysAgo: 34,
    litigant: litigant('Julie', 'Wouters', 'julie.wouters@example.be', '+32 2 512 34 56'),
  },
  {
    lawyer: 'claire',
    status: 'new',
    lawCase: 'housing.deposit',
    lang: 'fr',
    daysAgo: 2,
    litigant: litigant('Isabelle', 'Claes', 'isabelle.claes@example.be', '+32 484 78 90 12'),
  },
  {
    lawyer: 'claire',
    status: 'opened',
    lawCase: 'housing.deposit',
    lang: 'fr',
    daysAgo: 11,
    litigant: litigant('Laurent', 'Mertens', 'laurent.mertens@example.be', '+32 4 223 45 67'),
  },
  {
    lawyer: 'jan',
    status: 'new',
    lawCase: 'family.divorce',
    lang: 'nl',
    daysAgo: 3,
    litigant: litigant('Annelies', 'Maes', 'annelies.maes@example.be', '+32 472 89 01 23'),
  },
  {
    lawyer: 'jan',
    status: 'opened',
    lawCase: 'housing.deposit',
    lang: 'nl',
    daysAgo: 15,
    litigant: litigant('Kevin', 'Willems', 'kevin.willems@example.be', '+32 3 234 56 78'),
  },
];

/**
 * What each law case's questionnaire is answered with, so that the answers agree with the story (demoTexts.ts):
 * the options chosen (by value, where the question offers them; a checkbox question with none of them is left
 * unticked), each date question in order (days before the case was received, a fixed day, or null for a date
 * that does not apply and stays blank), and the free-text answers before the story (DEMO_TEXT_ANSWERS).
 */
interface DemoAnswers {
  choices: readonly string[];
  dates: readonly (number | string | null)[];
}

const DEMO_ANSWERS: Record<DemoLawCase, DemoAnswers> = {
  'employment.dismissal': {
    // A white-collar employee on a permanent contract, notified three weeks ago with notice to be worked after six
    // years, not protected, who asked for the reasons (CCT 109) twelve days ago; no serious cause, so those two
    // dates stay blank. Legal expenses insurance may pay.
    choices: ['notice', 'white_collar', 'cdi', 'letter', 'c4', 'legal_expenses_insurance'],
    dates: [20, 6 * 365 + 45, 12, null, null],
  },
  'family.divorce': {
    // Married in 2012, living apart for seven months, two minor children, the house to be settled.
    choices: ['consent', 'yes', 'residence', 'maintenance', 'home'],
    dates: ['2012-06-16', 210],
  },
  'housing.deposit': {
    // A flat in Brussels, the tenant's main residence on a nine-year lease, left three months ago; check-out
    // report signed with no damage, the landlord silent.
    choices: ['blocked_account', 'brussels', 'nine_years', 'yes', 'signed', 'no_answer'],
    dates: [90],
  },
};

/** File names in the order file questions consume them (file: one, files: two). */
const DEMO_FILE_NAMES: Record<DemoCase['lawCase'], readonly string[]> = {
  'employment.dismissal': ['contrat-de-travail.pdf', 'lettre-de-licenciement.pdf', 'formulaire-C4.pdf'],
  'family.divorce': ['acte-de-mariage.pdf', 'composition-de-menage.pdf', 'avertissement-extrait-de-role.pdf'],
  'housing.deposit': ['contrat-de-bail.pdf', 'etat-des-lieux-de-sortie.pdf', 'preuve-de-garantie-locative.pdf'],
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Cases in every status for both firms, answered question by question, with small real PDF files. */
async function seedDemoCases(
  app: FastifyInstance,
  ids: { demoFirm: number; otherFirm: number; lawyers: Record<DemoLawyer, number> },
): Promise<void> {
  const { repos, config } = app;
  const now = config.now();
  const files: { token: string; content: Buffer }[] = [];

  await repos.transaction(async (repos) => {
    for (const [lawyer, codes] of Object.entries(DEMO_SKILLS) as [DemoLawyer, readonly string[]][]) {
      for (const code of codes) {
        const category = await repos.lawCases.findCategoryByCode(code);
        if (category) await repos.skills.add(ids.lawyers[lawyer], category.id);
      }
    }

    for (const [caseIndex, demo] of DEMO_CASES.entries()) {
      const lawCase = await repos.lawCases.findByCode(demo.lawCase);
      // The reference catalogue is being replaced; a law case it lacks is simply not demonstrated.
      if (!lawCase) continue;
      const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS - (caseIndex % 5) * 3_600_000);
      const names = DEMO_FILE_NAMES[demo.lawCase];
      const clientId = demo.lawyer === 'jan' ? ids.otherFirm : ids.demoFirm;
      const caseFiles: { token: string; name: string; content: Buffer }[] = [];

      const plan = DEMO_ANSWERS[demo.lawCase];
      let datesAnswered = 0;
      let textsAnswered = 0;
      const nextFileName = () => {
        const index = caseFiles.length;
        const name = names[index % names.length] ?? 'piece.pdf';
        return index < names.length ? name : name.replace(/\.pdf$/, `-${index + 1}.pdf`);
      };
      const questions = await repos.lawCases.questionsOf(lawCase.id);
      const questionsAndAnswers: QuestionAndAnswer[] = questions.map((question, questionIndex) => {
        const options = question.answers.map((option) => option.value);
        const planned = options.filter((option) => plan.choices.includes(option));
        const pick = (offset: number) => options[(caseIndex + offset) % Math.max(1, options.length)];
        let answer = '';
        switch (question.question_type) {
          case 'checkbox':
            answer = joinAnswer(options.filter((option) => planned.includes(option)));
            break;
          case 'radio':
            answer = planned[0] ?? pick(questionIndex) ?? '';
            break;
          case 'date': {
            const planned = plan.dates[datesAnswered];
            datesAnswered += 1;
            if (planned === null) answer = '';
            else if (typeof planned === 'string') answer = planned;
            else answer = isoDay(new Date(createdAt.getTime() - (planned ?? 20) * DAY_MS));
            break;
          }
          case 'other': {
            const text = DEMO_TEXT_ANSWERS[demo.lawCase][textsAnswered];
            textsAnswered += 1;
            answer = (text ?? DEMO_STORIES[demo.lawCase])[demo.lang];
            break;
          }
          case 'file':
          case 'files': {
            const count = question.question_type === 'files' ? 2 : 1;
            const items = Array.from({ length: count }, () => {
              const token = randomToken();
              const name = nextFileName();
              const content = minimalPdf([
                name.replace(/\.pdf$/, '').replace(/-/g, ' '),
                `${demo.litigant.firstname} ${demo.litigant.lastname}`,
                `Document transmis le ${isoDay(createdAt)}`,
              ]);
              caseFiles.push({ token, name, content });
              return fileAnswerItem(documentDownloadUrl(token), 'application/pdf');
            });
            answer = joinAnswer(items);
            break;
          }
        }
        return {
          question_type: question.question_type,
          question: questionCopy(question),
          answer,
        };
      });

      const legalCaseId = await repos.legalCases.create(
        {
          token: randomToken(),
          clientId,
          userId: ids.lawyers[demo.lawyer],
          lawCaseId: lawCase.id,
          lang: demo.lang,
          litigant: demo.litigant,
          questionsAndAnswers: JSON.stringify(questionsAndAnswers),
        },
        createdAt,
        demo.status,
      );
      for (const file of caseFiles) {
        const documentId = await repos.documents.create(
          {
            token: file.token,
            clientId,
            uploadedBy: null,
            origin: 'litigant',
            legalCaseId,
            name: file.name,
            mime: 'application/pdf',
            size: file.content.length,
            sha256: createHash('sha256').update(file.content).digest('hex'),
          },
          createdAt,
        );
        await queueExtraction(repos, documentId, config, createdAt);
        files.push(file);
      }
      await repos.lawyers.markReceivedCase(ids.lawyers[demo.lawyer], now);
    }
  });

  for (const file of files) await app.files.put(file.token, Readable.from([file.content]), file.content.length);
}
