import { useEffect, useState } from 'react';
import type * as OnboardingPanelModule from './OnboardingPanel';

/**
 * The onboarding panel and its two documentation dialogs are a chunk of their own: a lawyer past onboarding (most
 * of them, every day) never fetches nor evaluates them on the way to the list. Fetched when the panel is to show.
 */
let loaded: typeof OnboardingPanelModule | null = null;
let loading: Promise<typeof OnboardingPanelModule> | null = null;

export function loadOnboardingPanel(): Promise<typeof OnboardingPanelModule> {
  loading ??= import(/* webpackChunkName: "onboarding" */ './OnboardingPanel').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Tried again the next time the panel is to show.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The panel's module once `wanted`: at once when already loaded, else null until its chunk arrives. */
export function useOnboardingPanel(wanted: boolean): typeof OnboardingPanelModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    loadOnboardingPanel().then(setModule, (error: unknown) =>
      console.error('[lexdesk] the onboarding panel could not be loaded', error),
    );
  }, [wanted, module]);
  return module ?? loaded;
}
