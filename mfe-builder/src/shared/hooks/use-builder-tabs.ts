import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { viewAt, viewPath, type BuilderView } from '../builder-views';
import { useCurrentSearch } from './use-current-search';

/**
 * The tab the address shows, and a move to another tab: a new history entry (Back returns to the tab before) to
 * the tab's route, with the address's other parameters (the item list, the selected slot, a comparison) kept.
 */
export function useBuilderTabs(): { view: BuilderView; selectView: (next: BuilderView) => void } {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const currentSearch = useCurrentSearch();
  const selectView = useCallback(
    (next: BuilderView) => {
      const search = currentSearch().toString();
      void navigate({ pathname: viewPath(next), search: search ? `?${search}` : '' });
    },
    [navigate, currentSearch],
  );
  return { view: viewAt(pathname), selectView };
}
