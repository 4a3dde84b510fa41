import { Badge, Button, buttonClassName, EmptyState, Spinner, useLocaleStore } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { STEP_PATHS } from '../../../common/paths';
import { billingQueries } from '../../../api/keys';
import { useDraftStore } from '../model/draft';
import { LEGAL_NOTICE_PATH, useOperatorContact } from '../../../common/contact';
import { formatPrice, planCards, type PlanCard } from '../model/plans';
import { PaymentsNotConfigured } from '../../../common/PaymentsNotConfigured';
import styles from './Subscription.module.css';

/** /subscription/plans: the plans as cards (Plus highlighted), the custom plan last; Choose goes to payment. */
export function PlansStep() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const locale = intl.locale;
  // The language the plans are asked in (the client's `lang`): one entry per language.
  const plans = useQuery(billingQueries.plans(useLocaleStore((state) => state.locale)));
  const subscription = useQuery(billingQueries.subscription());
  const choosePlan = useDraftStore((state) => state.choosePlan);
  const navigate = useNavigate();
  const contact = useOperatorContact();

  const heading = <h2>{t('billing.SubscriptionOptions.title')}</h2>;
  if (!plans.data || !subscription.data) {
    const failed = !plans.isFetching && !subscription.isFetching && (plans.isError || subscription.isError);
    return (
      <section className={styles.stepBody}>
        {heading}
        {failed ? (
          <EmptyState
            headingLevel={3}
            title={t('billing.loadError')}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  if (plans.isError) void plans.refetch();
                  if (subscription.isError) void subscription.refetch();
                }}
              >
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <Spinner />
        )}
      </section>
    );
  }

  const current = subscription.data;
  const currentCode = current.status === 'active' || current.status === 'past_due' ? current.plan?.code : undefined;
  const configured = current.payments_configured;
  // « 2 000 » in French, "2,000" in English: the numbers of a benefit in the interface language.
  const formatted = (values?: Record<string, number>) =>
    values
      ? Object.fromEntries(Object.entries(values).map(([key, value]) => [key, intl.formatNumber(value)]))
      : undefined;
  const nameOf = (card: { code: string; name: string | null }) => card.name ?? t('billing.plans.customName');

  const choose = (card: PlanCard) => {
    if (!card.priceId || card.priceCents === null || !card.name) return;
    choosePlan({
      code: card.code,
      name: card.name,
      priceId: card.priceId,
      priceCents: card.priceCents,
      currency: card.currency,
    });
    void navigate(STEP_PATHS.payment);
  };

  return (
    <section className={styles.stepBody}>
      {heading}
      <p className={styles.lead}>{t(currentCode ? 'billing.plans.leadChange' : 'billing.plans.lead')}</p>
      {configured ? null : <PaymentsNotConfigured />}
      <ul className={styles.plans}>
        {planCards(plans.data).map((card) => {
          const name = nameOf(card);
          const isCurrent = card.code === currentCode;
          const titleId = `plan-${card.code}`;
          return (
            <li
              key={card.code}
              className={`${styles.plan} ${card.mostPopular ? styles.popular : ''} ${isCurrent ? styles.currentPlan : ''}`}
              aria-labelledby={titleId}
            >
              <div className={styles.planHead}>
                <h3 id={titleId}>{name}</h3>
                {card.mostPopular ? <Badge tone="info">{t('billing.plans.mostPopular')}</Badge> : null}
                {isCurrent ? <Badge tone="success">{t('billing.plans.current')}</Badge> : null}
              </div>
              <p className={styles.price}>
                {card.priceCents === null ? (
                  t('billing.plans.onQuote')
                ) : (
                  <>
                    <span className={styles.amount}>{formatPrice(card.priceCents, card.currency, locale)}</span>{' '}
                    <span className={styles.per}>{t('billing.plans.perMonth')}</span>
                  </>
                )}
              </p>
              {card.previous ? (
                <p className={styles.more}>{t('billing.plans.moreAdvantages', { plan: nameOf(card.previous) })}</p>
              ) : null}
              <ul className={styles.benefits}>
                {card.benefits.map((line) => (
                  <li key={line.key}>
                    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.check}>
                      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                    <span>{t(`billing.plans.benefit.${line.key}`, formatted(line.values))}</span>
                  </li>
                ))}
              </ul>
              <div className={styles.planAction}>
                {isCurrent ? (
                  <p className={styles.currentNote}>{t('billing.plans.currentNote')}</p>
                ) : configured && card.priceId && !card.custom ? (
                  <Button fullWidth variant={card.mostPopular ? 'primary' : 'secondary'} onClick={() => choose(card)}>
                    {t('billing.plans.choose', { plan: name })}
                  </Button>
                ) : (
                  // Every plan has its action: a plan that cannot be paid here (the custom plan, no payment
                  // provider, no price) is asked for from the operator.
                  <ContactAction plan={name} primary={card.mostPopular} contact={contact} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Asks the operator for `plan`: by mail when the installation names an address, else through the legal notice. */
function ContactAction({
  plan,
  primary,
  contact,
}: {
  plan: string;
  primary: boolean;
  contact: ReturnType<typeof useOperatorContact>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const className = buttonClassName({ variant: primary ? 'primary' : 'secondary', fullWidth: true });
  const mailto = contact.mailto(plan);
  if (mailto)
    return (
      <a className={className} href={mailto} aria-label={t('billing.plans.contactPlan', { plan })}>
        {t('billing.plans.contact')}
      </a>
    );
  return (
    <Link className={className} to={LEGAL_NOTICE_PATH} aria-label={t('billing.plans.howToSubscribe', { plan })}>
      {t('billing.plans.howToSubscribeShort')}
    </Link>
  );
}
