import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The shell's router: fixed paths, History API, links. What the shell needs of a router is this little
 * (every route is a fixed path, the shell is the only one that navigates), and react-router cost every
 * page 13 KB gz and ~40 ms of CPU matching its routes on each render (docs/decisions/012-tool-page-first-render.md).
 * Paths compare case-insensitively and without a trailing slash, as the gateway's deep links do.
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface RouterValue {
  location: RouterLocation;
  navigate: (to: string) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links need a <BrowserRouter> or <MemoryRouter> above them');
  return router;
}

/** "/EMI-Calculator/" → "/emi-calculator": the form routes are compared in. */
export function normalizePath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, '$1');
}

function locationOf(href: string): RouterLocation {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The page's URL: links push to the browser's history, Back and Forward come back through popstate. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [href, setHref] = useState(() => window.location.href);
  useEffect(() => {
    const onPopState = () => startTransition(() => setHref(window.location.href));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    // A transition: the page on screen stays until the next page's code has arrived (App's Suspense).
    startTransition(() => setHref(window.location.href));
  }, []);
  const value = useMemo(() => ({ location: locationOf(href), navigate }), [href, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A location held in memory: tests, and the build's prerender of each route (no window there). */
export function MemoryRouter({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  const [path, setPath] = useState(initialPath);
  const navigate = useCallback((to: string) => startTransition(() => setPath(to)), []);
  const value = useMemo(() => ({ location: locationOf(path), navigate }), [path, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export function useNavigate(): (to: string) => void {
  return useRouter().navigate;
}

/** Whether a click should stay with the browser: another button, a modifier key (new tab, window), a target. */
export function isPlainClick(event: MouseEvent<Element>, anchor: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    !anchor.target &&
    !anchor.hasAttribute('download')
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps {
  to: string;
}

/** An anchor with a real href (open in a new tab works) that navigates in the page on a plain click. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, event.currentTarget)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className: (state: { isActive: boolean }) => string | undefined;
}

/** A Link that knows whether it points at the current page: `aria-current="page"` and its own class then. */
export function NavLink({ to, className, 'aria-current': ariaCurrent, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = normalizePath(pathname) === normalizePath(to);
  return (
    <Link
      {...rest}
      to={to}
      className={className({ isActive })}
      aria-current={ariaCurrent ?? (isActive ? 'page' : undefined)}
    />
  );
}
