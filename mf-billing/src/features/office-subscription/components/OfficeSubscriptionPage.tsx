import { Badge, Button, ConfirmDialog, EmptyState, formatDate, notify, Spinner, type BadgeTone } from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trialStandingOf } from '@lexdesk/shared/domain';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import pageStyles from '../../../common/Page.module.css';
import { STEP_PATHS } from '../../../common/paths';
import { errorText } from '../../../common/errors';
import { unsubscribe, type Subscription } from '../../../api/billing';
import { billingKeys, billingQueries } from '../../../api/keys';
import { PaymentsNotConfigured } from '../../../common/PaymentsNotConfigured';
import styles from './OfficeSubscription.module.css';

/**
 * /office/subscription (firm administrator): the plan, its dates, the usage, the actions. During the trial it shows
 * when the trial ends and the way to subscribe; past the trial, that invitations and uploads wait for a subscription.
 */
export function OfficeSubscriptionPage() {
  const intl = useIntl();
  const query = useQuery(billingQueries.subscription());
  const title = <h1>{intl.formatMessage({ id: 'billing.OfficeSubscription.title' })}</h1>;
  if (!query.data)
    return (
      <div className={pageStyles.page}>
        {title}
        {query.isFetching ? (
          <Spinner />
        ) : (
          <EmptyState
            headingLevel={2}
            title={intl.formatMessage({ id: 'billing.loadError' })}
            action={
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {intl.formatMessage({ id: 'common.retry' })}
              </Button>
            }
          />
        )}
      </div>
    );
  return <SubscriptionDetails initial={query.data} title={title} />;
}

function statusOf(view: Subscription): { key: string; tone: BadgeTone } {
  if (view.status === 'past_due') return { key: 'past_due', tone: 'danger' };
  if (view.status === 'active' && view.cancel_at_period_end) return { key: 'ending', tone: 'warning' };
  if (view.status === 'active') return { key: 'active', tone: 'success' };
  if (view.status === 'trial') return { key: 'trial', tone: 'info' };
  return { key: 'none', tone: 'neutral' };
}

function SubscriptionDetails({ initial, title }: { initial: Subscription; title: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [view, setView] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => unsubscribe(),
    onSuccess: (answer) => {
      setView(answer);
      queryClient.setQueryData(billingKeys.subscription(), answer);
      notify.success(t('billing.office.unsubscribed'));
    },
    onError: (error) => notify.error(errorText(intl, error)),
    onSettled: () => setConfirming(false),
  });
  const number = (value: number) => intl.formatNumber(value);

  const status = statusOf(view);
  const subscribed = view.status === 'active' || view.status === 'past_due';
  const canCancel = subscribed && !view.cancel_at_period_end && view.payments_configured;
  const end = view.current_period_end ? formatDate(view.current_period_end) : null;
  const trial =
    view.status === 'trial'
      ? trialStandingOf({ subscription_status: 'trial', trial_ends_at: view.trial_ends_at }, new Date())
      : null;
  const planName = view.plan
    ? view.plan.name
    : t(view.status === 'trial' ? 'billing.office.trialPlan' : 'billing.office.noPlan');

  const { lawyers, pages } = view.usage;
  return (
    <div className={`${pageStyles.page} ${styles.page}`}>
      {title}
      {view.payments_configured ? null : <PaymentsNotConfigured />}
      <section className={styles.card} aria-labelledby="billing-current-plan">
        <div className={styles.cardHead}>
          <div>
            <h2 id="billing-current-plan" className={styles.cardLabel}>
              {t('billing.office.currentPlan')}
            </h2>
            <p className={styles.planName}>{planName}</p>
          </div>
          <Badge tone={status.tone}>{t(`billing.office.status.${status.key}`)}</Badge>
        </div>
        {subscribed && end ? (
          <p className={view.cancel_at_period_end ? styles.ending : styles.dates}>
            {t(view.cancel_at_period_end ? 'billing.office.endsOn' : 'billing.office.renewsOn', { date: end })}
          </p>
        ) : null}
        {view.status === 'past_due' ? <p className={styles.ending}>{t('billing.office.pastDueText')}</p> : null}
        {trial?.kind === 'trial' ? (
          <>
            <p className={styles.dates}>
              {t('billing.office.trialEnds', { date: formatDate(trial.endsAt), days: trial.daysLeft })}
            </p>
            <p className={styles.dates}>{t('billing.office.trialLimits')}</p>
          </>
        ) : null}
        {view.status === 'none' || trial?.kind === 'ended' ? (
          <p className={styles.ending}>
            {view.trial_ends_at
              ? t('billing.office.trialEnded', { date: formatDate(view.trial_ends_at) })
              : t('billing.office.trialEndedNoDate')}
          </p>
        ) : null}
        <div className={styles.actions}>
          {/* Always a way to the plans: without online payment each plan there says how to subscribe. */}
          <Link to={STEP_PATHS.plans} className={styles.primaryLink}>
            {t(subscribed ? 'billing.office.changePlan' : 'billing.office.choosePlan')}
          </Link>
          {canCancel ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('billing.office.unsubscribe')}
            </Button>
          ) : null}
        </div>
      </section>

      <section className={styles.card} aria-labelledby="billing-usage">
        <h2 id="billing-usage" className={styles.cardLabel}>
          {t('billing.office.usage')}
        </h2>
        <Meter
          id="billing-usage-lawyers"
          label={t('billing.office.lawyers')}
          used={lawyers.used}
          limit={lawyers.limit}
          text={t('billing.office.lawyersUsage', { used: number(lawyers.used), limit: number(lawyers.limit) })}
        />
        <Meter
          id="billing-usage-pages"
          label={t('billing.office.pages', { year: pages.year })}
          used={pages.used}
          limit={pages.limit}
          text={
            pages.limit === null
              ? t('billing.office.pagesUnlimited', { used: number(pages.used), year: pages.year })
              : t('billing.office.pagesUsage', {
                  used: number(pages.used),
                  limit: number(pages.limit),
                  year: pages.year,
                })
          }
        />
      </section>

      <ConfirmDialog
        open={confirming}
        title={t('billing.office.confirmTitle')}
        confirmLabel={t('billing.office.confirmAction')}
        cancelLabel={t('billing.office.keep')}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirming(false)}
        destructive
        busy={cancel.isPending}
      >
        {t(end ? 'billing.office.confirmText' : 'billing.office.confirmTextNoDate', { date: end ?? '' })}
      </ConfirmDialog>
    </div>
  );
}

/** A usage meter: the numbers in words beside a bar (the bar repeats them; no limit, no bar). */
function Meter({
  id,
  label,
  used,
  limit,
  text,
}: {
  id: string;
  label: string;
  used: number;
  limit: number | null;
  text: string;
}) {
  const over = limit !== null && used >= limit;
  return (
    <div className={styles.meter}>
      <div className={styles.meterText}>
        <span id={id} className={styles.meterLabel}>
          {label}
        </span>
        <span className={over ? styles.full : undefined}>{text}</span>
      </div>
      {limit !== null ? (
        <meter
          aria-labelledby={id}
          aria-valuetext={text}
          min={0}
          max={Math.max(limit, 1)}
          value={Math.min(used, Math.max(limit, 1))}
          high={Math.max(limit, 1) * 0.8}
          optimum={0}
          className={styles.bar}
        />
      ) : null}
    </div>
  );
}
