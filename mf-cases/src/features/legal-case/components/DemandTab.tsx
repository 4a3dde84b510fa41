import { splitAnswer, type LegalCase, type Locale, type QuestionAndAnswer } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { formatDate } from '../../../common/format';
import { toLocale } from '../../../common/questionnaire';
import { filesOfAnswer, localized, optionLabel } from '../domain';
import { useLegalCaseContext } from '../hooks/useLegalCaseContext';
import styles from './DemandTab.module.css';
import outline from '../../../common/outline.module.css';

/** The Demand tab (LCDemand): the questionnaire answers in the UI language, then the litigant's contact details. */
export function DemandPage() {
  const context = useLegalCaseContext();
  return context ? <DemandTab legalCase={context.legalCase} /> : null;
}

export function DemandTab({ legalCase }: { legalCase: LegalCase }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = toLocale(intl.locale);
  const { litigant } = legalCase;

  return (
    <section className={styles.tab}>
      <h2 className={outline.hiddenHeading}>{t('cases.case.demand.title')}</h2>

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('cases.case.demand.questionnaire')}</h3>
        {legalCase.questions_and_answers.length === 0 ? (
          <p className={styles.muted}>{t('cases.case.demand.noQuestions')}</p>
        ) : (
          <dl className={styles.answers}>
            {legalCase.questions_and_answers.map((entry, index) => (
              // Entries have no id; their order is the questionnaire's and never changes on screen.
              <div key={index} className={styles.answer}>
                <dt className={styles.question}>{localized(entry.question.title, locale)}</dt>
                <dd className={styles.value}>
                  <AnswerValue entry={entry} locale={locale} legalCase={legalCase} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('cases.case.demand.contact')}</h3>
        <dl className={styles.contact}>
          <div className={styles.answer}>
            <dt className={styles.question}>{t('cases.contact.firstname')}</dt>
            <dd className={styles.value}>{litigant.firstname || <NoAnswer />}</dd>
          </div>
          <div className={styles.answer}>
            <dt className={styles.question}>{t('cases.contact.lastname')}</dt>
            <dd className={styles.value}>{litigant.lastname || <NoAnswer />}</dd>
          </div>
          <div className={styles.answer}>
            <dt className={styles.question}>{t('cases.contact.email')}</dt>
            <dd className={styles.value}>
              {litigant.email ? (
                <a className={styles.link} href={`mailto:${litigant.email}`}>
                  {litigant.email}
                </a>
              ) : (
                <NoAnswer />
              )}
            </dd>
          </div>
          <div className={styles.answer}>
            <dt className={styles.question}>{t('cases.contact.phone')}</dt>
            <dd className={styles.value}>
              {litigant.phone ? (
                // tel: takes the digits and a leading +; spaces and dots are for reading only.
                <a className={styles.link} href={`tel:${litigant.phone.replace(/[^\d+]/g, '')}`}>
                  {litigant.phone}
                </a>
              ) : (
                <NoAnswer />
              )}
            </dd>
          </div>
        </dl>
      </section>
    </section>
  );
}

function NoAnswer() {
  const intl = useIntl();
  return <span className={styles.muted}>{intl.formatMessage({ id: 'cases.case.demand.noAnswer' })}</span>;
}

interface AnswerValueProps {
  entry: QuestionAndAnswer;
  locale: Locale;
  legalCase: LegalCase;
}

/** One answer drawn by its question type (spec section 3). */
function AnswerValue({ entry, locale, legalCase }: AnswerValueProps) {
  const intl = useIntl();
  const answer = entry.answer.trim();
  if (answer === '') return <NoAnswer />;

  switch (entry.question_type) {
    case 'checkbox': {
      const values = splitAnswer(answer);
      return (
        <ul className={styles.list}>
          {values.map((value) => (
            <li key={value}>{optionLabel(entry.question, value, locale)}</li>
          ))}
        </ul>
      );
    }
    case 'radio':
      return <>{optionLabel(entry.question, splitAnswer(answer)[0] ?? answer, locale)}</>;
    case 'date':
      return <>{formatDate(answer)}</>;
    case 'file':
    case 'files': {
      // The same files, names and links as the litigant documents tab.
      const files = filesOfAnswer(entry, legalCase);
      if (files.length === 0) return <NoAnswer />;
      return (
        <ul className={styles.list}>
          {files.map((file) => (
            <li key={file.token}>
              <a
                className={styles.link}
                href={file.url}
                download={file.name}
                aria-label={intl.formatMessage({ id: 'cases.case.download' }, { name: file.name })}
              >
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      );
    }
    default:
      // Free text: the litigant's line breaks are kept (white-space: pre-line).
      return <span className={styles.text}>{entry.answer}</span>;
  }
}
