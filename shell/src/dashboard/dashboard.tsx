import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogue } from '../catalogue/catalogue-context';
import { dashboardCards } from '../layout/dashboard-layout';
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
  return (
    <div className={styles.dashboard}>
      <h1 className={styles.prompt}>{t('What would you like to use?')}</h1>
      <ul className={styles.grid}>
        {cards.map((card) => (
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
