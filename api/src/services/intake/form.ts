import type { IntakeForm, Locale } from '@lexdesk/shared/domain';
import { type ClientRow, localizedColumn, type Repositories } from '../../repositories';
import { POLICY_LANGS } from '@lexdesk/shared/domain';
import { notFound } from '../legalCases';
import { policyUrl } from '../policies';
import { issueIntakeChallenge } from './challenge';
import { issueIntakeToken } from './formToken';

// ---- The form ----------------------------------------------------------------------------------

/**
 * The form of the firm named by `uuid` (404 for none). The magic link may carry an empty or stale law case:
 * anything but an id is ignored, and the form then offers the choice.
 */
export async function intakeFormOf(
  repos: Repositories,
  uuid: string,
  rawLawCase: string | undefined,
  lang: Locale,
  now: Date,
  publicUrl: string,
): Promise<IntakeForm> {
  const firm = await repos.clients.findByUuid(uuid);
  if (!firm) throw notFound();
  const lawCaseId = /^[1-9][0-9]{0,8}$/.test(rawLawCase ?? '') ? Number(rawLawCase) : null;
  return buildIntakeForm(repos, firm, lawCaseId, lang, now, publicUrl);
}

/** What the public page needs to render a firm's questionnaire, in `lang`. */
async function buildIntakeForm(
  repos: Repositories,
  firm: ClientRow,
  lawCaseId: number | null,
  lang: Locale,
  now: Date,
  publicUrl: string,
): Promise<IntakeForm> {
  const lawCase = lawCaseId === null ? undefined : await repos.lawCases.findById(lawCaseId);
  const category = lawCase ? await repos.lawCases.findCategoryById(lawCase.category_id) : undefined;
  const [lawCases, categories, questions, formToken, challenge, policies] = await Promise.all([
    repos.lawCases.allLawCases(),
    repos.lawCases.allCategories(),
    lawCase && category ? repos.lawCases.questionsOf(lawCase.id) : Promise.resolve([]),
    issueIntakeToken(repos, firm.uuid, now),
    issueIntakeChallenge(repos, now),
    repos.policies.ofClient(firm.id),
  ]);
  const privacyLangs = policies.filter((row) => row.type === 'privacy').map((row) => row.lang);
  const privacyLang = privacyLangs.includes(lang) ? lang : POLICY_LANGS.find((each) => privacyLangs.includes(each));
  return {
    firm: { uuid: firm.uuid, name: firm.name },
    lang,
    law_case:
      lawCase && category
        ? {
            id: lawCase.id,
            content: localizedColumn(lawCase, 'content', lang),
            category: { id: category.id, description: localizedColumn(category, 'description', lang) },
          }
        : null,
    questions: questions.map((question) => ({
      id: question.id,
      question_type: question.question_type,
      required: question.required,
      title: question.title[lang] || question.title.fr,
      answers: question.answers.map((option) => ({
        value: option.value,
        label: option.label[lang] || option.label.fr,
      })),
    })),
    categories: categories.map((each) => ({
      id: each.id,
      description: localizedColumn(each, 'description', lang),
      law_cases: lawCases
        .filter((candidate) => candidate.category_id === each.id)
        .map((candidate) => ({ id: candidate.id, content: localizedColumn(candidate, 'content', lang) })),
    })),
    form_token: formToken,
    challenge,
    privacy_url: privacyLang ? policyUrl(publicUrl, firm, 'privacy', privacyLang) : null,
  };
}
