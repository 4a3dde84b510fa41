import type { Catalogue } from '@lexdesk/shared';

/** mf_billing's own texts; the shell's IntlProvider reads them once registered. */
export const messages: Catalogue = {
  fr: {
    'billing.Subscription.title': 'Abonnement',
    'billing.SubscriptionOptions.title': 'Formules',
    'billing.SubscriptionPayment.title': 'Paiement',
    'billing.SubscriptionBilling.title': 'Facturation',
    'billing.SubscriptionRecap.title': 'Récapitulatif',
    'billing.OfficeSubscription.title': 'Abonnement',
    'billing.OfficeSubscription.text': 'Disponible prochainement',
  },
  en: {
    'billing.Subscription.title': 'Subscription',
    'billing.SubscriptionOptions.title': 'Plans',
    'billing.SubscriptionPayment.title': 'Payment',
    'billing.SubscriptionBilling.title': 'Billing',
    'billing.SubscriptionRecap.title': 'Summary',
    'billing.OfficeSubscription.title': 'Subscription',
    'billing.OfficeSubscription.text': 'Available soon',
  },
  nl: {
    'billing.Subscription.title': 'Abonnement',
    'billing.SubscriptionOptions.title': 'Formules',
    'billing.SubscriptionPayment.title': 'Betaling',
    'billing.SubscriptionBilling.title': 'Facturatie',
    'billing.SubscriptionRecap.title': 'Overzicht',
    'billing.OfficeSubscription.title': 'Abonnement',
    'billing.OfficeSubscription.text': 'Binnenkort beschikbaar',
  },
};
