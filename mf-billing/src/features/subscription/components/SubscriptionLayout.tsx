import { Button, FormError, isApiError, Spinner, useLocaleStore } from '@lexdesk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import pageStyles from '../../../common/Page.module.css';
import { PAYMENTS_NOT_CONFIGURED } from '../../../api/billing';
import { billingKeys, billingQueries } from '../../../api/keys';
import { useCurrentStep } from '../hooks/useSteps';
import { useDraftStore } from '../model/draft';
import { PaymentsNotConfigured } from '../../../common/PaymentsNotConfigured';
import { StepIndicator } from './StepIndicator';
import styles from './Subscription.module.css';

// Stripe.js and @stripe/react-stripe-js live in this chunk only: fetched once a plan is chosen, never with the
// shell, Login or the plans step.
const StripeCheckout = lazy(() => import(/* webpackChunkName: "billing-stripe" */ './StripeCheckout'));

/**
 * /subscription: the title, the step indicator and the current step (child route). Once a plan is chosen, the
 * Stripe Elements provider wraps the steps, with the Payment and Address elements kept mounted off their step
 * (confirmSetup at recap reads them).
 */
export function SubscriptionLayout() {
  const intl = useIntl();
  const step = useCurrentStep();
  const planChosen = useDraftStore((state) => state.plan !== null);
  const forgetPayment = useDraftStore((state) => state.forgetPayment);
  const locale = useLocaleStore((state) => state.locale);
  const intent = useQuery({ ...billingQueries.paymentIntent(), enabled: planChosen });
  // Without a payment provider only the plans can be shown: no steps that could not be reached.
  const paymentsConfigured = useQuery(billingQueries.subscription()).data?.payments_configured === true;
  const queryClient = useQueryClient();

  // Leaving the steps forgets the draft: the card data went with the elements.
  useEffect(() => () => useDraftStore.getState().reset(), []);

  // A new SetupIntent: the one shown is dropped (the elements wait) and another asked for.
  const renew = useCallback(() => {
    forgetPayment();
    void queryClient.resetQueries({ queryKey: billingKeys.paymentIntent() });
  }, [forgetPayment, queryClient]);

  // Before the elements are there (off the plans step): why they are not, or that they are coming.
  let checkout: ReactNode = null;
  if (planChosen && step !== 'plans' && !intent.data) {
    if (isApiError(intent.error) && intent.error.code === PAYMENTS_NOT_CONFIGURED) checkout = <PaymentsNotConfigured />;
    else if (intent.error)
      checkout = (
        <div className={styles.stateBox}>
          <FormError>{intl.formatMessage({ id: 'billing.payment.intentError' })}</FormError>
          <div>
            <Button variant="secondary" onClick={() => void intent.refetch()}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          </div>
        </div>
      );
    else checkout = <Spinner label={intl.formatMessage({ id: 'billing.payment.loading' })} />;
  }

  return (
    <div className={`${pageStyles.page} ${styles.layout}`}>
      <h1>{intl.formatMessage({ id: 'billing.Subscription.title' })}</h1>
      {paymentsConfigured ? <StepIndicator current={step} /> : null}
      {planChosen && intent.data ? (
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'billing.payment.loading' })} />}>
          <StripeCheckout
            key={intent.data.client_secret}
            publishableKey={intent.data.publishable_key}
            clientSecret={intent.data.client_secret}
            locale={locale}
            step={step}
            onRenew={renew}
          >
            <Outlet />
          </StripeCheckout>
        </Suspense>
      ) : (
        <>
          <Outlet />
          {checkout}
        </>
      )}
    </div>
  );
}
