import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogue } from '../catalogue/catalogue-context';
import { dashboardCards, matchingCards } from '../layout/dashboard-layout';
import { useDocumentTitle } from '../navigation/use-document-title';
import styles from './dashboard.module.css';
import { useT } from '@fintools/shared/ui/language';
import { usePageHref } from '../language/use-page-href';

export function Dashboard() {
  const t = useT();
  const href = usePageHref();
  useDocumentTitle('FinTools');
  const tools = useCatalogue();
  const cards = useMemo(() => dashboardCards(tools), [tools]);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const shown = matchingCards(cards, search);
  return (
    <div className={styles.dashboard}>
      <h1 className={styles.prompt}>{t('What would you like to use?')}</h1>
      <div className={styles.search} role="search">
        <label htmlFor={searchId}>{t('Search tools')}</label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </div>
      {/* Always in the page, so a screen reader hears the message the moment the last card goes. */}
      <p className={styles.noMatch} role="status">
        {shown.length === 0 ? t('No tool matches "{text}".', { text: search.trim() }) : ''}
      </p>
      <ul className={styles.grid}>
        {shown.map((card) => (
          <li key={card.id}>
            <Link className={styles.card} to={href(card.path)}>
              <span className={styles.icon}>
                {/* Line icons in currentColor (no icon font, no extra request). */}
                <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none">
                  <path
                    d={card.icon}
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              <span className={styles.label}>{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
