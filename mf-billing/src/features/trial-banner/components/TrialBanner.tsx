import { formatDate, useIsFirmAdmin, useUser } from '@lexdesk/shared';
import { isTrialNoticeDue, trialStandingOf } from '@lexdesk/shared/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { STEP_PATHS } from '../../../common/paths';
import styles from './TrialBanner.module.css';

/** Where a dismissal is kept: the user and the day it was made, so the banner comes back the next day. */
const DISMISSED_KEY = 'lexdesk.trialBanner.dismissed';

/** The browser's calendar day: "until tomorrow" is the reader's tomorrow. */
function today(now: Date): string {
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

function readDismissal(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    // Storage refused (private mode, policy): the banner simply shows on every page.
    return null;
  }
}

function writeDismissal(value: string): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, value);
  } catch {
    // Same as above: dismissed for this page only.
  }
}

/**
 * The signed-in frame's banner (the shell shows this slot in the trial's last days and after it): when the trial
 * ends, and what to do. The administrator gets the way to the plans; a lawyer is told to ask the administrator.
 * During the trial it can be put away until the next day; once the trial has ended it stays, since invitations and
 * uploads are refused until the firm subscribes.
 */
export function TrialBanner() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const user = useUser();
  const isAdmin = useIsFirmAdmin();
  const now = new Date();
  const dismissal = user ? `${user.id}:${today(now)}` : '';
  const [dismissed, setDismissed] = useState(() => readDismissal() === dismissal);
  const standing = trialStandingOf(user?.client, now);
  if (!standing || !isTrialNoticeDue(standing) || standing.kind === 'subscribed') return null;
  if (standing.kind === 'trial' && dismissed) return null;

  const dismiss = () => {
    writeDismissal(dismissal);
    setDismissed(true);
    // The button goes away under the keyboard user: the page's content takes the focus (the shell's main).
    document.getElementById('main')?.focus();
  };

  const who = isAdmin ? 'admin' : 'lawyer';
  const text =
    standing.kind === 'trial'
      ? t(`billing.trialBanner.ending.${who}`, { date: formatDate(standing.endsAt), days: standing.daysLeft })
      : standing.endedAt
        ? t(`billing.trialBanner.ended.${who}`, { date: formatDate(standing.endedAt) })
        : t(`billing.trialBanner.endedNoDate.${who}`);

  return (
    <section
      className={standing.kind === 'ended' ? `${styles.banner} ${styles.ended}` : styles.banner}
      aria-label={t('billing.trialBanner.label')}
    >
      <p className={styles.text}>
        {text}
        {isAdmin ? ' ' : null}
        {isAdmin ? (
          <Link to={STEP_PATHS.plans} className={styles.subscribe}>
            {t('billing.trialBanner.subscribe')}
          </Link>
        ) : null}
      </p>
      {standing.kind === 'trial' ? (
        <button type="button" className={styles.dismiss} onClick={dismiss}>
          {t('billing.trialBanner.dismiss')}
        </button>
      ) : null}
    </section>
  );
}
