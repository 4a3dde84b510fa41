// Runtime configuration: a deployment may set window.__LEXDESK_CONFIG__ before the shell loads
// (for example when the API lives on another path); builds never hard-code it.
import { pathTo } from '../routes/paths';

export interface RuntimeConfig {
  apiBase: string;
  /** Documentation opened by the onboarding steps. */
  docsUrl: string;
  legalLinks: { terms: string; privacy: string; cookies: string; notices: string };
}

declare global {
  interface Window {
    __LEXDESK_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const defaults: RuntimeConfig = {
  apiBase: '/api',
  docsUrl: pathTo.Legals('documentation'),
  legalLinks: {
    terms: pathTo.Legals('terms'),
    privacy: pathTo.Legals('privacy'),
    cookies: pathTo.Legals('cookies'),
    notices: pathTo.Legals('notices'),
  },
};

export function getRuntimeConfig(): RuntimeConfig {
  const fromWindow = typeof window === 'undefined' ? undefined : window.__LEXDESK_CONFIG__;
  return { ...defaults, ...fromWindow, legalLinks: { ...defaults.legalLinks, ...fromWindow?.legalLinks } };
}
