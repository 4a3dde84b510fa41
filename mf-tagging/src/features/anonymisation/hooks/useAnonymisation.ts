import { errorToastText, notify } from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  detectAnonymisation,
  sendAnonymisationChanges,
  validateAnonymisation,
  type AnonymisationAddition,
  type AnonymisationDecisionInput,
  type AnonymisationView,
} from '../../../api/anonymisation';
import { anonymisationKeys, anonymisationQueries } from '../../../api/keys';
import { withDecisions } from '../model/review';

/** How often the review asks again while a detection runs (as the tagging screen waits for a text). */
export const DETECTION_POLL_MS = 2000;

/**
 * The document's anonymisation, asked again every 2 seconds while detection is pending, and what changes it.
 * Each decision is sent at once and shown before the server answers (rolled back with a toast if refused), so
 * the review keeps no unsent state and leaving it needs no warning.
 */
export function useAnonymisation(token: string, enabled: boolean) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const key = anonymisationKeys.view(token);

  const view = useQuery({
    ...anonymisationQueries.view(token),
    enabled,
    refetchInterval: (query) =>
      !query.state.error && query.state.data?.status === 'pending' ? DETECTION_POLL_MS : false,
  });

  const store = (answer: AnonymisationView) => queryClient.setQueryData(key, answer);

  const detect = useMutation({
    mutationFn: () => detectAnonymisation(token),
    onSuccess: () => {
      // 202: the job is queued. Showing pending at once starts the polling until the proposals are in.
      queryClient.setQueryData<AnonymisationView>(key, (current) => ({
        status: 'pending',
        entities: current?.entities ?? [],
      }));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => notify.error(errorToastText(intl, error)),
  });

  const decideKey = [...key, 'decide'];
  const decide = useMutation({
    mutationKey: decideKey,
    mutationFn: (decisions: AnonymisationDecisionInput[]) => sendAnonymisationChanges(token, decisions),
    onMutate: async (decisions) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AnonymisationView>(key);
      if (before) store(withDecisions(before, decisions));
      return { before };
    },
    onError: (error, _decisions, context) => {
      if (context?.before) store(context.before);
      notify.error(errorToastText(intl, error));
    },
    // The last of several quick decisions writes the server's answer: an earlier answer lacks the later ones.
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: decideKey }) <= 1) store(answer);
    },
  });

  const add = useMutation({
    mutationFn: (addition: AnonymisationAddition) => sendAnonymisationChanges(token, [addition]),
    onSuccess: store,
    onError: (error) => notify.error(errorToastText(intl, error)),
  });

  const validate = useMutation({
    mutationFn: () => validateAnonymisation(token),
    onSuccess: (answer) => {
      store(answer);
      notify.success(intl.formatMessage({ id: 'tagging.anonymisation.validated' }));
    },
  });

  return { view, detect, decide, add, validate };
}
