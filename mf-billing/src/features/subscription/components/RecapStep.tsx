import { Button, FormError, isApiError, notify, useSessionStore } from '@lexdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkVatNumber } from '@lexdesk/shared/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { OFFICE_SUBSCRIPTION_PATH, STEP_PATHS } from '../../../common/paths';
import { subscribe, type SubscribeBody } from '../../../api/billing';
import { billingKeys } from '../../../api/keys';
import { useCheckout } from '../model/checkout';
import { useDraftStore, type Step } from '../model/draft';
import { formatPrice } from '../model/plans';
import { cardErrorMessageId } from '../model/stripeErrors';
import styles from './Subscription.module.css';

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};
const METHOD_TYPES = ['card', 'sepa_debit', 'bancontact', 'ideal', 'link'];

/** What failed, where the user can fix it: a step to go back to, or a new card setup. */
interface Failure {
  text: string;
  fix: 'payment' | 'renew' | 'billing' | null;
}

/** A refused subscription, where the user can fix it: VAT at billing (422), a new card setup (402). */
function failureOf(error: unknown, t: (id: string) => string): Failure {
  if (isApiError(error)) {
    const vatError = error.errors?.vat?.[0];
    if (error.status === 422 && vatError) return { text: vatError, fix: 'billing' };
    if (error.status === 402) return { text: error.message || t('billing.card.generic'), fix: 'renew' };
    if (error.message) return { text: error.message, fix: null };
  }
  return { text: t('errors.500'), fix: null };
}

/** /subscription/recap: the plan, payment method, address and VAT, then Subscribe. */
export function RecapStep() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const locale = intl.locale;
  const draft = useDraftStore();
  const checkout = useCheckout();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const subscription = useMutation({
    mutationFn: (body: SubscribeBody) => subscribe(body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(billingKeys.subscription(), answer);
      notify.success(t('billing.subscribed'));
      // The session's firm leaves the trial: the office subscription page is open to it from now on.
      await useSessionStore
        .getState()
        .load()
        .catch(() => null);
      await navigate(OFFICE_SUBSCRIPTION_PATH);
    },
    onError: (error) => setFailure(failureOf(error, t)),
  });
  const busy = confirming || subscription.isPending;

  const { plan, payment, address, vat } = draft;
  const vatCheck = checkVatNumber(vat);
  if (!plan || !address.value || !vatCheck.ok) return null; // The guard sends such a draft back first.

  const submit = async () => {
    if (!checkout || busy) return;
    setFailure(null);
    let paymentMethodId = draft.paymentMethodId;
    if (!paymentMethodId) {
      setConfirming(true);
      const outcome = await checkout.confirm().finally(() => setConfirming(false));
      if (outcome.status === 'failed') {
        const id = cardErrorMessageId(outcome);
        setFailure({
          text: id ? t(id) : outcome.message || t('billing.card.generic'),
          fix: 'payment',
        });
        return;
      }
      paymentMethodId = outcome.paymentMethodId;
      draft.setPaymentMethodId(paymentMethodId);
    }
    subscription.mutate({ payment_method_id: paymentMethodId, price_id: plan.priceId, vat: vatCheck.normalized });
  };

  const fixLink = (fix: Failure['fix']) => {
    if (fix === 'renew')
      return (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            checkout?.renew();
            void navigate(STEP_PATHS.payment);
          }}
        >
          {t('billing.recap.changeCard')}
        </Button>
      );
    if (fix === 'payment' || fix === 'billing')
      return (
        <Link to={STEP_PATHS[fix]}>
          {t(fix === 'payment' ? 'billing.recap.changeCard' : 'billing.recap.changeVat')}
        </Link>
      );
    return null;
  };

  const methodType = payment.type
    ? METHOD_TYPES.includes(payment.type)
      ? t(`billing.method.${payment.type}`)
      : payment.type
    : t('billing.method.card');
  const brand = payment.brand ? (BRANDS[payment.brand] ?? null) : null;
  const edit = (step: Step, label: string) => (
    // A <dl> group holds only <dt> and <dd>: the edit link is the term's second description.
    <dd className={styles.editCell}>
      <Link to={STEP_PATHS[step]} className={styles.editLink} aria-label={label}>
        {t('billing.recap.edit')}
      </Link>
    </dd>
  );

  return (
    <section className={styles.stepBody}>
      <h2>{t('billing.SubscriptionRecap.title')}</h2>
      <dl className={styles.recap}>
        <div>
          <dt>{t('billing.recap.plan')}</dt>
          <dd>
            <strong>{plan.name}</strong> –{' '}
            {t('billing.recap.price', { price: formatPrice(plan.priceCents, plan.currency, locale) })}
          </dd>
          {edit('plans', t('billing.recap.editPlan'))}
        </div>
        <div>
          <dt>{t('billing.recap.payment')}</dt>
          <dd>{brand ? `${methodType} – ${brand}` : methodType}</dd>
          {edit('payment', t('billing.recap.editPayment'))}
        </div>
        <div>
          <dt>{t('billing.recap.address')}</dt>
          <dd>
            <address className={styles.address}>
              {address.value.name ? <span>{address.value.name}</span> : null}
              <span>{address.value.line1}</span>
              {address.value.line2 ? <span>{address.value.line2}</span> : null}
              <span>
                {address.value.postalCode} {address.value.city}
              </span>
            </address>
          </dd>
          {edit('billing', t('billing.recap.editAddress'))}
        </div>
        <div>
          <dt>{t('billing.recap.vat')}</dt>
          <dd className={styles.mono}>{vatCheck.normalized}</dd>
          {edit('billing', t('billing.recap.editVat'))}
        </div>
      </dl>
      <FormError className={styles.formWidth}>
        {failure ? (
          <span className={styles.failure}>
            <span>{failure.text}</span> {fixLink(failure.fix)}
          </span>
        ) : null}
      </FormError>
      <p className={`${styles.hint} ${styles.formWidth}`}>{t('billing.recap.terms')}</p>
      <div className={styles.actions}>
        <Link to={STEP_PATHS.billing} className={styles.backLink}>
          {t('billing.steps.back')}
        </Link>
        <Button onClick={() => void submit()} loading={busy} disabled={!checkout}>
          {t('billing.recap.subscribe')}
        </Button>
      </div>
    </section>
  );
}
