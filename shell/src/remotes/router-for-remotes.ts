// The part of react-router-dom the remotes and the shared libs use, given to them as the shared router. Not the whole
// package: the module is one large file, and handing the remotes its namespace would keep every export of it in the
// shell's first page too (usage is counted per module). The remotes get these very functions and components, so
// they see the shell's router contexts.
//
// router-for-remotes.test.ts scans every remote's and shared lib's sources: an export one of them imports and that
// is missing here fails the test (it would be undefined at run time).
import {
  BrowserRouter,
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';

export const ROUTER_FOR_REMOTES: Record<string, unknown> = {
  BrowserRouter,
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
};
