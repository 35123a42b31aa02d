import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isPlainClick } from '../navigation/plain-click';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { ProfileMenu } from './profile-menu';
import { LanguageChoice } from './language-choice';
import { useLanguage, useT } from '@fintools/shared/ui/language';
import { hrefIn } from '@fintools/shared/language/languages';
import { Sidebar } from './sidebar';
import styles from './layout.module.css';

const SIDEBAR_ID = 'fintools-sidebar';

/**
 * Header (toggle, title, profile arrow), sidebar and content. On wide screens the sidebar is open by
 * default and collapsible; on phones it is a drawer over the content, closed by default.
 */
export function AppLayout({ children, prerendered = false }: { children: ReactNode; prerendered?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const phone = useMediaQuery(PHONE_QUERY);
  const [wideOpen, setWideOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const open = prerendered || (phone ? drawerOpen : wideOpen);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function toggle() {
    if (phone) setDrawerOpen(!drawerOpen);
    else setWideOpen(!wideOpen);
  }

  // Tools are remotes without a router (docs/contracts.md): their links between tools are plain anchors, which
  // the shell turns into client-side navigation here.
  function followPlainLinks(event: MouseEvent<HTMLElement>) {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !isPlainClick(event, anchor)) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    // In the page's language: a tool's plain link keeps the visitor's language as the shell's own links do.
    void navigate(hrefIn(`${url.pathname}${url.search}${url.hash}`, language));
  }

  return (
    <div
      className={styles.app}
      // Prerendered, the page cannot know the screen's width: CSS shows the sidebar where React will
      // (wide screens) and leaves the drawer closed on phones. It is inert until React takes over.
      data-sidebar={prerendered ? 'auto' : open ? 'open' : 'closed'}
      {...(prerendered ? { 'data-prerendered': '', inert: true } : {})}
    >
      <header className={styles.header}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={open ? t('Close menu') : t('Open menu')}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={toggle}
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link className={styles.brand} to={hrefIn('/', language)}>
          FinTools
        </Link>
        <LanguageChoice />
        <ProfileMenu />
      </header>
      {open && phone && !prerendered && (
        <div className={styles.scrim} onClick={() => setDrawerOpen(false)} aria-hidden="true" />
      )}
      {open && <Sidebar key={phone ? 'drawer' : 'side'} id={SIDEBAR_ID} onNavigate={() => setDrawerOpen(false)} />}
      <main className={styles.content} onClick={followPlainLinks} data-route={pathname}>
        {children}
      </main>
    </div>
  );
}
