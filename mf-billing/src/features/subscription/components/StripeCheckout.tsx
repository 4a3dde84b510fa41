import { Button, FormError, Spinner, type Locale } from '@lexdesk/shared';
import { AddressElement, Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Appearance, Stripe, StripeAddressElementOptions, StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { STEP_PATHS } from '../../../common/paths';
import { CheckoutContext, type Checkout } from '../model/checkout';
import { useDraftStore, type Step } from '../model/draft';
import type { ConfirmOutcome } from '../model/stripeErrors';
import { BillingFields } from './BillingFields';
import { StepActions } from './StepActions';
import styles from './Subscription.module.css';

interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  locale: Locale;
  step: Step;
  /** A new SetupIntent is wanted (the card was refused when subscribing). */
  onRenew: () => void;
  /** The current step (the layout's Outlet). */
  children: ReactNode;
}

/** The design tokens, read where the page defines them, for the elements' iframes (which cannot read CSS variables). */
function appearanceFromTokens(): Appearance {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style?.getPropertyValue(name).trim() || fallback;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--lx-color-primary', '#1d4f91'),
      colorText: token('--lx-color-text', '#1f2933'),
      colorTextSecondary: token('--lx-color-text-muted', '#52606d'),
      colorDanger: token('--lx-color-danger', '#b42318'),
      colorBackground: token('--lx-color-surface', '#ffffff'),
      fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      borderRadius: '8px',
      spacingUnit: '4px',
    },
    rules: { '.Input': { borderColor: token('--lx-color-border', '#7b8794') } },
  };
}

/**
 * The Stripe part of the subscription steps (a lazy chunk): loads Stripe.js, creates the Elements provider
 * with the SetupIntent's client secret, mounts the Payment Element on the payment step and the Address Element
 * on the billing step, each kept mounted (hidden) once shown, and offers the steps `confirm` through context.
 */
export default function StripeCheckout({
  publishableKey,
  clientSecret,
  locale,
  step,
  onRenew,
  children,
}: StripeCheckoutProps) {
  const intl = useIntl();
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadStripe(publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  // The client secret is fixed for the provider's life (a new one remounts this component: see the layout's key).
  const options = useMemo<StripeElementsOptions>(
    () => ({ clientSecret, locale, appearance: appearanceFromTokens() }),
    [clientSecret, locale],
  );

  if (!stripe) {
    return (
      <>
        {children}
        {failed ? (
          <div className={styles.stateBox}>
            <FormError>{intl.formatMessage({ id: 'billing.payment.loadError' })}</FormError>
            <div>
              <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
                {intl.formatMessage({ id: 'common.retry' })}
              </Button>
            </div>
          </div>
        ) : step === 'payment' || step === 'billing' ? (
          <Spinner label={intl.formatMessage({ id: 'billing.payment.loading' })} />
        ) : null}
      </>
    );
  }

  return (
    <Elements stripe={stripe} options={options}>
      <CheckoutBridge onRenew={onRenew}>{children}</CheckoutBridge>
      <StepElements step={step} />
    </Elements>
  );
}

function CheckoutBridge({ onRenew, children }: { onRenew: () => void; children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const checkout = useMemo<Checkout>(
    () => ({
      renew: onRenew,
      confirm: async (): Promise<ConfirmOutcome> => {
        if (!stripe || !elements) return { status: 'failed', code: null, declineCode: null, message: null };
        const returnUrl = new URL(STEP_PATHS.recap, window.location.href).toString();
        const result = await stripe.confirmSetup({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: returnUrl },
        });
        if (result.error) {
          return {
            status: 'failed',
            code: result.error.code ?? null,
            declineCode: result.error.decline_code ?? null,
            message: result.error.message ?? null,
          };
        }
        const method = result.setupIntent.payment_method;
        const id = typeof method === 'string' ? method : (method?.id ?? null);
        if (result.setupIntent.status !== 'succeeded' || !id)
          return { status: 'failed', code: 'setup_incomplete', declineCode: null, message: null };
        return { status: 'succeeded', paymentMethodId: id };
      },
    }),
    [stripe, elements, onRenew],
  );
  return <CheckoutContext.Provider value={checkout}>{children}</CheckoutContext.Provider>;
}

/** The two elements: each mounted when its step is first shown, then kept (hidden) for confirmSetup at recap. */
function StepElements({ step }: { step: Step }) {
  const [shown, setShown] = useState<ReadonlySet<Step>>(() => new Set([step]));
  useEffect(() => {
    setShown((current) => (current.has(step) ? current : new Set([...current, step])));
  }, [step]);
  return (
    <>
      {shown.has('payment') || step === 'payment' ? (
        <div hidden={step !== 'payment'}>
          <PaymentSection />
        </div>
      ) : null}
      {shown.has('billing') || step === 'billing' ? (
        <div hidden={step !== 'billing'}>
          <BillingSection />
        </div>
      ) : null}
    </>
  );
}

function PaymentSection() {
  const intl = useIntl();
  const complete = useDraftStore((state) => state.payment.complete);
  const reportPayment = useDraftStore((state) => state.reportPayment);
  const [loadError, setLoadError] = useState(false);
  return (
    <div className={styles.stepBody}>
      <div className={styles.elementBox}>
        <PaymentElement
          options={{ layout: 'tabs' }}
          onChange={(event) => reportPayment({ complete: event.complete, type: event.value.type })}
          onReady={(element) => {
            element.on('carddetailschange', (event) => {
              reportPayment({ brand: event.details?.brands?.[0] ?? null });
            });
          }}
          onLoadError={() => setLoadError(true)}
        />
      </div>
      {loadError ? <FormError>{intl.formatMessage({ id: 'billing.payment.loadError' })}</FormError> : null}
      <StepActions back="plans" next="billing" canContinue={complete} hintId="billing.payment.incomplete" />
    </div>
  );
}

function BillingSection() {
  const reportAddress = useDraftStore((state) => state.reportAddress);
  // A new SetupIntent (a card refused at subscription) mounts a new element: it starts from what was typed.
  const [options] = useState<StripeAddressElementOptions>(() => {
    const known = useDraftStore.getState().address.value;
    return {
      mode: 'billing',
      defaultValues: known
        ? {
            name: known.name,
            address: {
              line1: known.line1,
              line2: known.line2,
              city: known.city,
              postal_code: known.postalCode,
              country: known.country,
            },
          }
        : { address: { country: 'BE' } },
    };
  });
  return (
    <div className={styles.stepBody}>
      <div className={styles.elementBox}>
        <AddressElement
          options={options}
          onChange={(event) => {
            const { address, name } = event.value;
            reportAddress(event.complete, {
              name,
              line1: address.line1,
              line2: address.line2 || null,
              postalCode: address.postal_code,
              city: address.city,
              country: address.country,
            });
          }}
        />
      </div>
      <BillingFields />
    </div>
  );
}
