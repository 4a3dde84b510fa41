import { Button, cx, errorToastText, notify, pathTo, type Onboarding } from '@lexdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { setOnboardingCasus, setOnboardingDone } from '../../../api/legalCases';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { storeMarkedOnboarding } from '../stores/onboarding';
import { CasusDialog, MagicLinkDialog } from './OnboardingDialogs';
import styles from './Onboarding.module.css';

type Dialog = 'casus' | 'magicLink';

export interface OnboardingPanelProps {
  onboarding: Onboarding;
  firmUuid: string;
  /** A documentation dialog opened or closed: the layout keeps the panel while one is open. */
  onDialogChange: (open: boolean) => void;
}

/** Section 4: three steps for a lawyer who has not received a case yet. */
export function OnboardingPanel({ onboarding, firmUuid, onDialogChange }: OnboardingPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  const casusHintId = useId();
  const magicLinkHintId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const skillsSet = onboarding.has_user_set_their_skills;
  // One mutation per flag: marking one never waits for the other. The answer goes into the session user.
  const markOptions = {
    onSuccess: storeMarkedOnboarding,
    onError: (error: unknown) => notify.error(errorToastText(intl, error)),
  };
  const markCasus = useMutation({ mutationFn: () => setOnboardingCasus(), ...markOptions });
  const markDone = useMutation({ mutationFn: () => setOnboardingDone(), ...markOptions });

  const open = (which: Dialog) => {
    setDialog(which);
    onDialogChange(true);
    const alreadyMarked =
      which === 'casus' ? onboarding.has_user_set_casus_on_their_site : onboarding.has_done_onboarding;
    if (alreadyMarked) return;
    (which === 'casus' ? markCasus : markDone).mutate();
  };

  const close = () => {
    setDialog(null);
    onDialogChange(false);
  };

  // Steps 2 and 3 wait for the skills: the disabled button is described by the reason, shown beside it.
  const skillsFirst = (id: string) =>
    skillsSet ? null : (
      <p id={id} className={styles.hint}>
        {t('cases.onboarding.skillsFirst')}
      </p>
    );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('cases.onboarding.title')}
      </h2>
      <p className={styles.intro}>{t('cases.onboarding.intro')}</p>
      <ol className={styles.steps}>
        <Step number={1} done={skillsSet} name="skills">
          {/* CategoriesUpdate (mf_office): where a lawyer chooses their skill categories. */}
          <Link to={pathTo.CategoriesUpdate()} className={cx(styles.action, !skillsSet && styles.actionPrimary)}>
            {t(skillsSet ? 'cases.onboarding.skills.actionDone' : 'cases.onboarding.skills.action')}
          </Link>
        </Step>
        <Step number={2} done={onboarding.has_user_set_casus_on_their_site} name="casus" disabled={!skillsSet}>
          <Button
            variant={skillsSet ? 'primary' : 'secondary'}
            disabled={!skillsSet}
            aria-describedby={skillsSet ? undefined : casusHintId}
            aria-haspopup="dialog"
            onClick={() => open('casus')}
          >
            {t('cases.onboarding.casus.action')}
          </Button>
          {skillsFirst(casusHintId)}
        </Step>
        <Step number={3} done={onboarding.has_done_onboarding} name="magicLink" disabled={!skillsSet}>
          <Button
            variant={skillsSet ? 'primary' : 'secondary'}
            disabled={!skillsSet}
            aria-describedby={skillsSet ? undefined : magicLinkHintId}
            aria-haspopup="dialog"
            onClick={() => open('magicLink')}
          >
            {t('cases.onboarding.magicLink.action')}
          </Button>
          {skillsFirst(magicLinkHintId)}
        </Step>
      </ol>
      <CasusDialog open={dialog === 'casus'} onClose={close} firmUuid={firmUuid} />
      <MagicLinkDialog open={dialog === 'magicLink'} onClose={close} firmUuid={firmUuid} />
    </section>
  );
}

interface StepProps {
  number: number;
  name: 'skills' | 'casus' | 'magicLink';
  done: boolean;
  disabled?: boolean;
  children: ReactNode;
}

function Step({ number, name, done, disabled = false, children }: StepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <li className={cx(styles.step, done && styles.stepDone, disabled && styles.stepDisabled)}>
      <span className={styles.number} aria-hidden="true">
        {done ? '✓' : number}
      </span>
      <div className={styles.stepBody}>
        <h3 className={styles.stepTitle}>
          <span className={styles.stepNumber}>
            {intl.formatMessage({ id: 'cases.onboarding.stepNumber' }, { number })}
          </span>{' '}
          <span>{t(`cases.onboarding.${name}.title`)}</span>
        </h3>
        {done && <p className={styles.done}>{t('cases.onboarding.done')}</p>}
        <p className={styles.stepText}>{t(`cases.onboarding.${name}.text`)}</p>
        <div className={styles.stepAction}>{children}</div>
      </div>
    </li>
  );
}
