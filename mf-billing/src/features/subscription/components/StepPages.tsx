import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { STEP_PATHS } from '../../../common/paths';
import { useStepRedirect } from '../hooks/useSteps';
import { useDraftStore, type Step } from '../model/draft';
import { formatPrice } from '../model/plans';
import { PlansStep } from './PlansStep';
import { RecapStep } from './RecapStep';
import styles from './Subscription.module.css';

/**
 * The child routes. Payment and billing show their heading and intro here; their elements and Continue are the
 * layout's (kept mounted across steps). A step reached without its prerequisites goes to the first missing one.
 */
function Guarded({ step, children }: { step: Step; children: ReactNode }) {
  const redirectTo = useStepRedirect(step);
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}

function StepIntro({ title, text }: { title: string; text: string }) {
  const intl = useIntl();
  const plan = useDraftStore((state) => state.plan);
  return (
    <div className={styles.stepIntro}>
      <h2>{intl.formatMessage({ id: title })}</h2>
      <p className={styles.lead}>{intl.formatMessage({ id: text })}</p>
      {plan ? (
        <p className={styles.chosen}>
          {intl.formatMessage(
            { id: 'billing.steps.chosenPlan' },
            { plan: plan.name, price: formatPrice(plan.priceCents, plan.currency, intl.locale) },
          )}{' '}
          <Link to={STEP_PATHS.plans} aria-label={intl.formatMessage({ id: 'billing.recap.editPlan' })}>
            {intl.formatMessage({ id: 'billing.recap.edit' })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export function PlansPage() {
  return <PlansStep />;
}

export function PaymentPage() {
  return (
    <Guarded step="payment">
      <StepIntro title="billing.SubscriptionPayment.title" text="billing.payment.lead" />
    </Guarded>
  );
}

export function BillingPage() {
  return (
    <Guarded step="billing">
      <StepIntro title="billing.SubscriptionBilling.title" text="billing.billing.lead" />
    </Guarded>
  );
}

export function RecapPage() {
  return (
    <Guarded step="recap">
      <RecapStep />
    </Guarded>
  );
}
