import { useLocation } from 'react-router-dom';
import { stepOfPath, STEP_PATHS } from '../../../common/paths';
import { canShowStep, firstMissingStep, useDraftStore, type Step } from '../model/draft';

export function useCurrentStep(): Step {
  return stepOfPath(useLocation().pathname);
}

/** The path to go back to when `step` is reached without its prerequisites (a deep link), null when it may show. */
export function useStepRedirect(step: Step): string | null {
  const draft = useDraftStore();
  return canShowStep(step, draft) ? null : STEP_PATHS[firstMissingStep(draft)];
}
