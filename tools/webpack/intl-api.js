// The react-intl API the apps may use, provided to every app as the shared singleton "react-intl".
// A federation singleton is provided whole: shared as the package, react-intl would carry every component it has
// (dates, numbers, plurals, relative times, injectIntl and its helpers) to every first visit. The apps share this
// narrower module instead and webpack drops the rest. ESLint (eslint.config.mjs) allows exactly these names (types
// excepted), so no app imports a name this module lacks. Imported by its file: a request for 'react-intl' itself
// would be the shared module again (this one), waiting for itself.
// One statement per name: webpack orders the modules it concatenates by the statement that imports them, and
// names of one statement tie, settled by the order modules were restored in. Built from its cache, the framework
// chunk then came out in another order (and under another hash) than built from nothing (webpack issue 15866).
export { FormattedMessage } from 'react-intl/lib/index.js';
export { IntlProvider } from 'react-intl/lib/index.js';
export { ReactIntlErrorCode } from 'react-intl/lib/index.js';
export { createIntl } from 'react-intl/lib/index.js';
export { useIntl } from 'react-intl/lib/index.js';
