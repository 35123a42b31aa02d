import { useMemo, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { normalizePath } from '@fintools/shared/catalogue/tool-entry';
import { useCatalogue } from '../catalogue/catalogue-context';
import { DASHBOARD_PATH, groupOfPath, type MenuGroup } from '../navigation/menu';
import { sidebarMenu } from './shell-layout';
import styles from './layout.module.css';
import { useT } from '@fintools/shared/ui/language';
import { usePageHref } from '../language/use-page-href';

export interface SidebarProps {
  id: string;
  /** Called after the visitor follows a link (the phone drawer closes itself then). */
  onNavigate: () => void;
}

/** The menu in the spec's order: the current route's group opens by itself, groups toggle on click. */
export function Sidebar({ id, onNavigate }: SidebarProps) {
  const t = useT();
  const href = usePageHref();
  const tools = useCatalogue();
  const menu = useMemo(() => sidebarMenu(tools), [tools]);
  const { pathname } = useLocation();
  const currentGroup = groupOfPath(menu, pathname);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(currentGroup ? [currentGroup] : []));
  const [expandedFor, setExpandedFor] = useState(pathname);
  // The dashboard is at / as well as /Dashboard.
  const onDashboard = ['/', normalizePath(DASHBOARD_PATH)].includes(normalizePath(pathname));

  // Landing on a route opens its group (adjusting state while rendering, not in an effect: no flash).
  if (expandedFor !== pathname) {
    setExpandedFor(pathname);
    if (currentGroup && !expanded.has(currentGroup)) setExpanded(new Set([...expanded, currentGroup]));
  }

  function toggle(group: MenuGroup) {
    const next = new Set(expanded);
    if (next.has(group.id)) next.delete(group.id);
    else next.add(group.id);
    setExpanded(next);
  }

  return (
    <nav id={id} className={styles.sidebar} aria-label={t('Main')}>
      <ul className={styles.menu}>
        {menu.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.path}>
              {entry.path === DASHBOARD_PATH ? (
                <Link
                  to={href(entry.path)}
                  className={onDashboard ? styles.activeLink : styles.link}
                  aria-current={onDashboard ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {entry.shellWords ? t(entry.label) : entry.label}
                </Link>
              ) : (
                <NavLink
                  to={href(entry.path)}
                  className={({ isActive }) => (isActive ? styles.activeLink : styles.link)}
                  onClick={onNavigate}
                >
                  {entry.shellWords ? t(entry.label) : entry.label}
                </NavLink>
              )}
            </li>
          ) : (
            <li key={entry.id}>
              <button
                type="button"
                className={styles.groupButton}
                aria-expanded={expanded.has(entry.id)}
                aria-controls={`${id}-${entry.id}`}
                onClick={() => toggle(entry)}
              >
                <span>{entry.shellWords ? t(entry.label) : entry.label}</span>
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20" className={styles.chevron}>
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
              <ul id={`${id}-${entry.id}`} className={styles.submenu} hidden={!expanded.has(entry.id)}>
                {entry.items.map((item) => (
                  <li key={item.kind === 'external' ? item.href : item.path}>
                    {item.kind === 'external' ? (
                      <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
                        {item.label}
                        <span className={styles.srOnly}> {t('(opens in a new tab)')}</span>
                      </a>
                    ) : (
                      <NavLink
                        to={href(item.path)}
                        className={({ isActive }) => (isActive ? styles.activeLink : styles.link)}
                        onClick={onNavigate}
                      >
                        {item.label}
                      </NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
