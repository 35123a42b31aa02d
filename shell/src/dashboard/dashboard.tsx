import { Link } from '../navigation/router';
import { useDocumentTitle } from '../navigation/use-document-title';
import { DASHBOARD_CARDS } from './dashboard-cards';
import { Icon } from './icons';
import styles from './dashboard.module.css';

export function Dashboard() {
  useDocumentTitle('FinTools');
  return (
    <div className={styles.dashboard}>
      <h1 className={styles.prompt}>What would you like to use?</h1>
      <ul className={styles.grid}>
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.label}>
            <Link className={styles.card} to={card.path}>
              <span className={styles.icon}>
                <Icon name={card.icon} />
              </span>
              <span className={styles.label}>{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
