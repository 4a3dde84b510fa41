import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { STEP_PATHS } from '../../../common/paths';
import { canShowStep, STEPS, useDraftStore, type Step } from '../model/draft';
import styles from './Subscription.module.css';

/** The four steps, the current one marked (aria-current="step"); a step already reachable is a link. */
export function StepIndicator({ current }: { current: Step }) {
  const intl = useIntl();
  const draft = useDraftStore();
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'billing.steps.label' })} className={styles.steps}>
      <ol>
        {STEPS.map((step, index) => {
          const label = intl.formatMessage({ id: `billing.steps.${step}` });
          const state = index < currentIndex ? styles.done : index === currentIndex ? styles.current : styles.todo;
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepLabel}>{label}</span>
            </>
          );
          return (
            <li key={step} className={state} aria-current={step === current ? 'step' : undefined}>
              {step !== current && canShowStep(step, draft) ? (
                <Link to={STEP_PATHS[step]} className={styles.stepLink}>
                  {content}
                </Link>
              ) : (
                <span className={styles.stepLink}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
