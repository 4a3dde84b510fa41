import { INTAKE_PROOF_OF_WORK_FIELD, type IntakeReceipt, type Locale } from '@lexdesk/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createReadStream } from 'node:fs';
import { ValidationError } from '../../errors';
import { t } from '../../i18n';
import { randomToken } from '../../lib/crypto';
import type { MailQueue } from '../../mail/mailer';
import type { FileStore } from '../../storage';
import type { AppConfig } from '../../config';
import { queueExtraction } from '../documentProcessing';
import { firmReplyTo } from '../../mail/replyTo';
import { newCaseMail } from '../../mail/templates';
import { type ClientRow, localizedColumn, type Repositories } from '../../repositories';
import { legalCaseLink, notFound } from '../legalCases';
import { checkIntakeSolution } from './challenge';
import { intakeTokenInvalid, intakeTokenMatches, type IntakeToken } from './formToken';
import type { ReceivedIntake } from './upload';
import { FieldChecker, validateIntake } from './validation';

export interface IntakeDeps {
  repos: Repositories;
  mail: MailQueue;
  publicUrl: string;
  files: FileStore;
  config: Pick<AppConfig, 'documents'>;
  log: FastifyBaseLogger;
  now: Date;
  /** Bytes of documents the firm may hold (StorageLimits.firmQuotaBytes). */
  firmQuotaBytes: number;
}

/**
 * The firm the form was loaded for, if the token was signed for it and has not expired: 404 for an
 * unknown firm, 419 (reload the form) for a bad token.
 */
export async function intakeFirm(
  repos: Repositories,
  received: ReceivedIntake,
  token: IntakeToken,
): Promise<ClientRow | undefined> {
  const uuids = received.plain.get('uuid') ?? [];
  const uuid = uuids[0]?.trim();
  if (uuids.length !== 1 || !uuid) return undefined;
  const firm = await repos.clients.findByUuid(uuid);
  if (!firm) throw notFound();
  if (!(await intakeTokenMatches(repos, token, firm.uuid))) throw intakeTokenInvalid();
  return firm;
}

/**
 * Validates the whole submission, then in one transaction creates the `new` case, its documents and
 * its assignment; files leave the request's temporary folder for `files/` only once that committed.
 * Anything invalid: nothing is written (the caller deletes the temporary folder either way).
 */
export async function submitIntake(
  deps: IntakeDeps,
  received: ReceivedIntake,
  token: IntakeToken,
  fallbackLocale: Locale,
): Promise<IntakeReceipt> {
  const { repos, now } = deps;
  if (received.unstorable.size > 0) {
    const check = new FieldChecker(fallbackLocale);
    for (const field of received.unstorable) check.fail(field, 'field_unsupported_characters');
    throw new ValidationError(check.errors);
  }
  const firm = await intakeFirm(repos, received, token);
  if (!firm) {
    const check = new FieldChecker(fallbackLocale);
    check.fail('uuid', received.plain.has('uuid') ? 'field_single_value' : 'field_required');
    throw new ValidationError(check.errors);
  }
  // The page solved the form's proof-of-work challenge; a script posting at full speed has not. Refused
  // like an expired form: the page then reloads it, with a new challenge.
  const solutions = received.plain.get(INTAKE_PROOF_OF_WORK_FIELD) ?? [];
  const solution = solutions.length === 1 ? await checkIntakeSolution(repos, solutions[0], now) : undefined;
  if (!solution) throw intakeTokenInvalid();
  const valid = await validateIntake(repos, received, fallbackLocale);

  // The firm's storage quota: an anonymous form must not fill the installation's disk.
  const incoming = valid.files.reduce((sum, file) => sum + file.received.size, 0);
  if (incoming > 0 && (await repos.documents.bytesOfFirm(firm.id)) + incoming > deps.firmQuotaBytes) {
    throw new ValidationError({ files: [t(valid.lang, 'firm_storage_full')] });
  }

  const caseToken = randomToken();
  await repos.transaction(async (tx) => {
    // A solution serves once; spent with the case, so a refused submission may be corrected and sent again.
    if (!(await tx.spentChallenges.spend(solution.challengeId, solution.expiresAt, now))) throw intakeTokenInvalid();
    // Among the firm's lawyers skilled in the category, the least busy; else the firm's administrator.
    const assignee = (await tx.skills.leastBusySkilledMember(firm.id, valid.lawCase.category_id)) ?? firm.admin_id;
    const legalCaseId = await tx.legalCases.create(
      {
        token: caseToken,
        clientId: firm.id,
        userId: assignee,
        lawCaseId: valid.lawCase.id,
        lang: valid.lang,
        litigant: valid.litigant,
        questionsAndAnswers: JSON.stringify(valid.questionsAndAnswers),
      },
      now,
    );
    for (const file of valid.files) {
      const documentId = await tx.documents.create(
        {
          token: file.token,
          clientId: firm.id,
          uploadedBy: null,
          origin: 'litigant',
          legalCaseId,
          name: file.name,
          mime: file.mime,
          size: file.received.size,
          sha256: file.received.sha256,
        },
        now,
      );
      // Litigant files are read like the library's: their text is extracted too.
      await queueExtraction(tx, documentId, deps.config, now);
    }
    if (assignee !== null) {
      await tx.lawyers.markReceivedCase(assignee, now);
      const lawyer = await tx.users.findById(assignee);
      // In the lawyer's stored language, whatever the litigant's; queued with the case it tells of.
      if (lawyer) {
        const message = newCaseMail(lawyer.lang, lawyer.email, {
          litigant: `${valid.litigant.firstname} ${valid.litigant.lastname}`,
          lawCase: localizedColumn(valid.lawCase, 'content', lawyer.lang),
          url: legalCaseLink(deps.publicUrl, caseToken),
        });
        // No member sends this one (the litigant's form does): only a firm mailbox is a Reply-To.
        await deps.mail.queue(tx, {
          template: 'new-case',
          message: { ...message, replyTo: firmReplyTo(firm, undefined, lawyer.email) },
        });
      }
    }
  });

  for (const file of valid.files) {
    try {
      await deps.files.put(file.token, createReadStream(file.received.tempPath), file.received.size);
    } catch (error) {
      // The case exists: keep it, and say which file is missing rather than losing the request.
      deps.log.error({ err: error }, 'intake file could not be stored');
      await repos.documents.markFailed(file.token, now);
    }
  }

  return { received_at: now.toISOString() };
}
