/**
 * The router every app and package uses, and the only module that imports react-router.
 *
 * Why a package for a re-export: Module Federation shares a module whole, so sharing react-router
 * itself put all of it (data routers, loaders, fetchers, server rendering: 60 KiB gzip) into every
 * page's first load, though the portal uses only declarative routing. Shared through this module,
 * webpack tree-shakes react-router down to what is exported here (16 KiB gzip), and the portal
 * still loads exactly one router (one location context for the shell and every remote).
 *
 * Need another part of react-router? Export it here; lint refuses react-router imports elsewhere.
 */
export {
  BrowserRouter,
  Link,
  type LinkProps,
  MemoryRouter,
  matchPath,
  Navigate,
  type NavigateFunction,
  NavLink,
  Outlet,
  Route,
  Routes,
  type To,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
