import {
  getRuntimeConfig,
  GUIDES,
  LEGAL_SECTIONS,
  LEGAL_TEXT_VERSIONS,
  LEXDESK_LEGAL_TEXTS,
  type LegalSection,
  type LexDeskLegalText,
  type Locale,
  pathTo,
} from '@lexdesk/shared/core';
import { formatDate } from '@lexdesk/shared/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { AuthLayout } from '../../../common/AuthLayout';
import formStyles from '../../../common/Form.module.css';
import { SmartLink } from '../../../common/SmartLink';
import { guides } from '../model/guides';
import { type LegalTextPart, legalTexts } from '../model/legalTexts';
import { type LegalNoticeState, useLegalNotice } from '../model/useLegalNotice';
import { OperatorDetails } from './OperatorDetails';
import styles from './LegalsPage.module.css';

const isLexDeskText = (section: LegalSection): section is LexDeskLegalText =>
  (LEXDESK_LEGAL_TEXTS as readonly string[]).includes(section);

const asLocale = (locale: string): Locale => (locale === 'en' || locale === 'nl' ? locale : 'fr');

/** The fragment as an element id; a malformed escape (/legals#%E0%A4%A) is kept as typed rather than thrown. */
function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function targetOf(section: LegalSection): string {
  const config = getRuntimeConfig();
  return section === 'documentation' ? config.docsUrl : config.legalLinks[section];
}

const pointsHere = (section: LegalSection) => targetOf(section) === pathTo.Legals(section);

/** A text shown here whose parts name the operator: the page then asks for the legal notice. */
const namesOperator = (section: LexDeskLegalText) =>
  pointsHere(section) && legalTexts.fr[section].some((part) => part.slot !== undefined);

function Part({ part, level, notice }: { part: LegalTextPart; level: 3 | 4; notice: LegalNoticeState }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div>
      {part.annex !== undefined && <h3 className={styles.annexHeading}>{part.annex}</h3>}
      <Heading className={styles.partHeading}>{part.heading}</Heading>
      {part.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
      {part.list && (
        <ul className={styles.list}>
          {part.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {part.slot && <OperatorDetails slot={part.slot} state={notice} />}
    </div>
  );
}

/** One of LexDesk's own texts in the page's language, under its version and date; an annex's parts under its title. */
function FullText({ section, notice }: { section: LexDeskLegalText; notice: LegalNoticeState }) {
  const intl = useIntl();
  const { version, date } = LEGAL_TEXT_VERSIONS[section];
  const parts = legalTexts[asLocale(intl.locale)][section];
  const annexStart = parts.findIndex((part) => part.annex !== undefined);
  return (
    <>
      <p className={styles.version}>
        {intl.formatMessage(
          { id: 'auth.legals.version' },
          // DD/MM/YYYY in every language, as every other date of the interface: not the American order in English.
          { version, date: formatDate(date) },
        )}
      </p>
      {parts.map((part, index) => (
        <Part key={part.heading} part={part} level={annexStart !== -1 && index >= annexStart ? 4 : 3} notice={notice} />
      ))}
    </>
  );
}

/** The Documentation section's links to the guides (issue 22): each a page of this site in the page's language. */
function GuideLinks() {
  const intl = useIntl();
  const locale = asLocale(intl.locale);
  return (
    <ul className={styles.list}>
      {GUIDES.map((guide) => (
        <li key={guide}>
          <Link to={pathTo.Guide({ guide })} className={formStyles.link}>
            {guides[locale][guide].title}
          </Link>
          <span className={styles.guideSummary}> — {guides[locale][guide].summary}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The legal texts, each in a section whose id is the anchor the footer and the runtime defaults use
 * (/legals#terms...): one page, one URL per text through its anchor. LexDesk's own texts (terms, privacy,
 * cookies, notices) are shown in full with their version; a section links out instead when the deployment
 * points its text elsewhere.
 */
export function LegalsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { hash } = useLocation();
  const notice = useLegalNotice(LEXDESK_LEGAL_TEXTS.some(namesOperator));

  useEffect(() => {
    const id = fragmentId(hash);
    if (!id) return;
    // A client-side navigation does not scroll to the fragment by itself.
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView?.({ block: 'start' });
    section.focus({ preventScroll: true });
  }, [hash]);

  return (
    <AuthLayout wide>
      <h1 className={formStyles.title}>{t('auth.legals.title')}</h1>
      <p className={formStyles.intro}>{t('auth.legals.intro')}</p>
      <div className={styles.sections}>
        {LEGAL_SECTIONS.map((section) => {
          const title = t(`auth.legals.${section}.title`);
          const target = targetOf(section);
          const here = pointsHere(section);
          return (
            <section
              key={section}
              id={section}
              tabIndex={-1}
              aria-labelledby={`${section}-title`}
              className={styles.section}
            >
              <h2 id={`${section}-title`} className={styles.title}>
                {title}
              </h2>
              <p className={styles.text}>{t(`auth.legals.${section}.text`)}</p>
              {here && isLexDeskText(section) && <FullText section={section} notice={notice} />}
              {here && section === 'documentation' && <GuideLinks />}
              {!here && (
                <p className={styles.text}>
                  <SmartLink href={target} className={formStyles.link}>
                    {t('auth.legals.open', { title })}
                  </SmartLink>
                </p>
              )}
            </section>
          );
        })}
      </div>
      <p className={formStyles.links}>
        <Link to={pathTo.Login()}>{t('auth.legals.back')}</Link>
      </p>
    </AuthLayout>
  );
}
