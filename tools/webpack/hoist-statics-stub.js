// Stands for hoist-non-react-statics in production builds. react-intl imports it (with react-is) for injectIntl
// alone, which no app may use (intl-api.js leaves it out): a component's statics are simply not copied.
module.exports = function hoistNonReactStatics(target) {
  return target;
};
