import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HELP_PATH, SETTINGS_PATH } from '../navigation/menu';
import styles from './layout.module.css';
import { useT } from '@fintools/shared/ui/language';
import { usePageHref } from '../language/use-page-href';

/** The dropdown arrow in the header and its popup: starts closed, closes on an outside click and on Escape. */
export function ProfileMenu() {
  const t = useT();
  const href = usePageHref();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  useEffect(() => {
    if (!open) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.profile} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label={t('Profile')}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div id={popupId} className={styles.popup} role="dialog" aria-label={t('Profile')}>
          <p className={styles.popupTitle}>{t('Guest')}</p>
          <p className={styles.popupText}>{t('You are using FinTools as a guest. Nothing you enter is stored.')}</p>
          <ul className={styles.popupLinks}>
            <li>
              <Link to={href(SETTINGS_PATH)} onClick={() => setOpen(false)}>
                {t('Settings')}
              </Link>
            </li>
            <li>
              <Link to={href(HELP_PATH)} onClick={() => setOpen(false)}>
                {t('Help')}
              </Link>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
