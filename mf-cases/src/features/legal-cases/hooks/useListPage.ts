import { parsePage } from '@lexdesk/shared/lists';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

interface View {
  closed: boolean;
  /** The page the list shows. */
  page: number;
  /** The ?page= it was derived from. */
  urlPage: number;
}

export interface ListPage {
  page: number;
  /** Writes ?page= (page 1 drops it); replace for corrections (clamp, toggle), push for the pagination. */
  goTo: (page: number, replace?: boolean) => void;
}

/**
 * The page of a case list: ?page= (1-based), except that flipping the closed toggle starts again from
 * page 1. The toggle (a store) changes in the same render as the click, the URL only after the router's
 * navigation (a transition): deciding page 1 here, at once, spares a request for the old page.
 */
export function useListPage(closed: boolean): ListPage {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlPage = parsePage(searchParams.get('page'));
  const [view, setView] = useState<View>({ closed, page: urlPage, urlPage });

  let current = view;
  if (closed !== view.closed) current = { closed, page: 1, urlPage };
  else if (urlPage !== view.urlPage) current = { closed, page: urlPage, urlPage };
  // Adjusting state while rendering (React's documented pattern): no render with the stale page.
  if (current !== view) setView(current);

  const goTo = useCallback(
    (target: number, replace = false) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (target <= 1) next.delete('page');
          else next.set('page', String(target));
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  // After the toggle, the URL follows the page shown.
  const urlBehind = current.page !== urlPage && current.urlPage === urlPage;
  useEffect(() => {
    if (urlBehind) goTo(current.page, true);
  }, [urlBehind, current.page, goTo]);

  return { page: current.page, goTo };
}
