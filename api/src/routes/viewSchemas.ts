// The exact shapes the routes answer (the `data` of the success envelope). fast-json-stringify writes
// the fields listed here and drops any other, so a field added to a view must be added here too: the
// type checks at the end of this file fail until it is.
import {
  type FirmPolicies,
  type IntakeForm,
  type IntakeReceipt,
  type InvitationCheck,
  type LawCaseSearchResult,
  type LegalCase,
  type LegalCaseSummary,
  type Lawyer,
  LOCALES,
  type PublicPolicyLinks,
} from '@lexdesk/shared/domain';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { Engine } from '../db';
import type { OnboardingFlags } from '../services/onboarding';
import type { FirmMember } from '../services/office';
import type { ClientView, UserView } from '../services/views';
import { describes, integerEnum, nullable, type Same, stringEnum } from './schemas';

const id = Type.Integer();
const locale = stringEnum(LOCALES);
const localizedText = Type.Object({ fr: Type.String(), en: Type.String(), nl: Type.String() });
const questionType = stringEnum(['checkbox', 'radio', 'file', 'files', 'date', 'other']);
const categoryRef = Type.Object({ id, description: Type.String() });
const lawCase = Type.Object({ id, content: Type.String() });
const flag01 = integerEnum([0, 1]);

// ---- Accounts ----

export const onboardingFlags = Type.Object({
  has_user_set_their_skills: Type.Boolean(),
  has_user_set_casus_on_their_site: Type.Boolean(),
  has_done_onboarding: Type.Boolean(),
  has_ever_received_a_case: Type.Boolean(),
});

export const clientView = Type.Object({
  uuid: Type.String(),
  name: nullable(Type.String()),
  admin_id: nullable(id),
  lawyer_list: Type.String(),
  mail_system: integerEnum([1, 2]),
  email_box: nullable(Type.String()),
  uses_kleos: flag01,
  uses_dioxa: flag01,
  trial_ends_at: nullable(Type.String()),
  subscription_status: stringEnum(['trial', 'active', 'none']),
});

export const userView = Type.Object({
  id,
  name: Type.String(),
  email: Type.String(),
  firstname: nullable(Type.String()),
  lastname: nullable(Type.String()),
  lawyer_id: nullable(id),
  lawyer_firstname: nullable(Type.String()),
  lawyer_lastname: nullable(Type.String()),
  admin: flag01,
  lang: locale,
  profile_picture_url: nullable(Type.String()),
  client: nullable(clientView),
  categories: Type.Array(categoryRef),
  onboarding: onboardingFlags,
});

export const firmMember = Type.Object({
  id,
  name: Type.String(),
  email: Type.String(),
  firstname: nullable(Type.String()),
  lastname: nullable(Type.String()),
  profile_picture_url: nullable(Type.String()),
  is_admin: Type.Boolean(),
});

export const deletedMember = Type.Object({ id, reassigned_cases: Type.Integer() });

export const invitedEmail = Type.Object({ email: Type.String() });

const publishedPolicy = Type.Object({ lang: locale, content: Type.String(), url: Type.String() });
export const firmPolicies = Type.Object({
  privacy: Type.Array(publishedPolicy),
  terms: Type.Array(publishedPolicy),
});

const policyLink = Type.Object({ lang: locale, url: Type.String() });
export const publicPolicyLinks = Type.Object({ privacy: Type.Array(policyLink), terms: Type.Array(policyLink) });

export const category = categoryRef;
export const categoryLawCase = lawCase;
export const skilledLawyer = Type.Object({ id, name: Type.String(), profile_picture_url: nullable(Type.String()) });

export const invitationCheck = Type.Object({
  valid: Type.Boolean(),
  email: Type.String(),
  client: Type.Object({ name: nullable(Type.String()) }),
});

export const registerCheck = Type.Object({ available: Type.Boolean() });

/** A confirmation text in the request's language (forgot and reset password). */
export const messageView = Type.Object({ message: Type.String() });

export const health = Type.Object({
  db: stringEnum(['ok', 'down']),
  engine: stringEnum(['sqlite', 'postgres']),
  migration: Type.Integer(),
});

// ---- Legal cases ----

const legalCaseSummaryProperties = {
  token: Type.String(),
  id,
  status: stringEnum(['new', 'opened', 'closed', 'refused']),
  user_id: nullable(id),
  user: nullable(Type.Object({ id, name: Type.String() })),
  litigant: Type.Object({
    firstname: Type.String(),
    lastname: Type.String(),
    email: Type.String(),
    phone: Type.String(),
  }),
  law_case_content: nullable(Type.String()),
  lawcase: nullable(lawCase),
  created_at: Type.String(),
  state: nullable(stringEnum(['failure'])),
};

export const legalCaseSummary = Type.Object(legalCaseSummaryProperties);

export const legalCase = Type.Object({
  ...legalCaseSummaryProperties,
  lang: locale,
  questions_and_answers: Type.Array(
    Type.Object({
      question_type: questionType,
      question: Type.Object({
        title: localizedText,
        answers: Type.Array(Type.Object({ value: Type.String(), label: localizedText })),
      }),
      answer: Type.String(),
    }),
  ),
  documents: Type.Array(
    Type.Object({
      token: Type.String(),
      name: Type.String(),
      mime: Type.String(),
      size: Type.Integer(),
      url: Type.String(),
    }),
  ),
});

export const lawyer = Type.Object({
  id,
  name: Type.String(),
  lawyer_id: Type.Optional(nullable(id)),
  profile_picture_url: Type.Optional(nullable(Type.String())),
});

export const lawCaseSearchResult = Type.Object({
  id,
  content: Type.String(),
  penal: Type.Boolean(),
  category: categoryRef,
});

// ---- Public intake ----

/** The proof-of-work challenge the page solves before posting (ALTCHA's format). */
const intakeChallenge = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  signature: Type.String(),
});

export const intakeForm = Type.Object({
  firm: Type.Object({ uuid: Type.String(), name: nullable(Type.String()) }),
  lang: locale,
  law_case: nullable(Type.Object({ id, content: Type.String(), category: categoryRef })),
  questions: Type.Array(
    Type.Object({
      id,
      question_type: questionType,
      required: Type.Boolean(),
      title: Type.String(),
      answers: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
    }),
  ),
  categories: Type.Array(Type.Object({ id, description: Type.String(), law_cases: Type.Array(lawCase) })),
  form_token: Type.String(),
  challenge: intakeChallenge,
  privacy_url: Type.Optional(nullable(Type.String())),
});

export const intakeReceipt = Type.Object({ received_at: Type.String() });

// ---- Each schema describes its view exactly: no field of the view is left out, none is invented ----

type Describes<S extends TSchema, T> = Same<Static<S>, T>;

describes<Describes<typeof onboardingFlags, OnboardingFlags>>();
describes<Describes<typeof clientView, ClientView>>();
describes<Describes<typeof userView, UserView>>();
describes<Describes<typeof firmMember, FirmMember>>();
describes<Describes<typeof firmPolicies, FirmPolicies>>();
describes<Describes<typeof publicPolicyLinks, PublicPolicyLinks>>();
describes<Describes<typeof invitationCheck, InvitationCheck>>();
describes<Describes<typeof health, { db: 'ok' | 'down'; engine: Engine; migration: number }>>();
describes<Describes<typeof legalCaseSummary, LegalCaseSummary>>();
describes<Describes<typeof legalCase, LegalCase>>();
describes<Describes<typeof lawyer, Lawyer>>();
describes<Describes<typeof lawCaseSearchResult, LawCaseSearchResult>>();
describes<Describes<typeof intakeForm, IntakeForm>>();
describes<Describes<typeof intakeReceipt, IntakeReceipt>>();
