const { createConfig } = require('../tools/webpack/create-config');

// Placeholder pages for now: each exposed component is one route (or sidebar) of the shell's route table.
module.exports = createConfig({
  dir: __dirname,
  name: 'mf_billing',
  devPort: 3006,
  exposes: {
    './Subscription': './src/pages/Subscription.tsx',
    './SubscriptionOptions': './src/pages/SubscriptionOptions.tsx',
    './SubscriptionPayment': './src/pages/SubscriptionPayment.tsx',
    './SubscriptionBilling': './src/pages/SubscriptionBilling.tsx',
    './SubscriptionRecap': './src/pages/SubscriptionRecap.tsx',
    './OfficeSubscription': './src/pages/OfficeSubscription.tsx',
  },
});
