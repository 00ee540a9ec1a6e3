import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LEGACY_TAB_PARAM, parseBuilderView, viewPath } from '../shared/builder-views';

/**
 * Addresses from before the tabs were routes (/character-builder?tab=traits&slot=head) go to the tab's route
 * (/character-builder/traits?slot=head), replacing the old entry: the other parameters and the hash (a shared
 * build) kept, an unknown tab giving Items (spec 1 §2). Any other address shows the builder.
 */
export function LegacyTabRedirect() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const tab = params.get(LEGACY_TAB_PARAM);
  if (tab === null) return <Outlet />;
  params.delete(LEGACY_TAB_PARAM);
  const search = params.toString();
  return <Navigate replace to={{ pathname: viewPath(parseBuilderView(tab)), search: search ? `?${search}` : '', hash: location.hash }} />;
}

/** A path below the builder that is no tab: Items (spec 1 §2), the address's parameters and hash kept. */
export function UnknownTabRedirect() {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: viewPath('items'), search, hash }} />;
}
