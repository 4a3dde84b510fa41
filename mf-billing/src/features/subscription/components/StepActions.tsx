import { Button } from '@lexdesk/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { STEP_PATHS } from '../../../common/paths';
import type { Step } from '../model/draft';
import styles from './Subscription.module.css';

interface StepActionsProps {
  back: Step;
  next: Step;
  canContinue: boolean;
  /** Says why Continue is disabled (tied to the button). */
  hintId: string;
}

/** Back to the previous step, and Continue, disabled (with the reason) until the step is complete. */
export function StepActions({ back, next, canContinue, hintId }: StepActionsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const hint = useId();
  return (
    <div className={styles.actionsBlock}>
      {canContinue ? null : (
        <p id={hint} className={styles.hint}>
          {intl.formatMessage({ id: hintId })}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={STEP_PATHS[back]} className={styles.backLink}>
          {intl.formatMessage({ id: 'billing.steps.back' })}
        </Link>
        <Button
          disabled={!canContinue}
          aria-describedby={canContinue ? undefined : hint}
          onClick={() => void navigate(STEP_PATHS[next])}
        >
          {intl.formatMessage({ id: 'billing.steps.continue' })}
        </Button>
      </div>
    </div>
  );
}
