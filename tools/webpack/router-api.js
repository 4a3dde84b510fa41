// The react-router API the apps may use, provided to every app as the shared singleton "react-router-dom".
// react-router's entry also carries its framework and server code (about 60 KB gzipped); a federation
// singleton is provided whole, so the apps share this narrower module instead and webpack drops the rest.
// ESLint (eslint.config.mjs) allows exactly these names, so no app imports a name this module lacks.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  redirect,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
