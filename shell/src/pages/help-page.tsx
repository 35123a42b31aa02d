import { Link } from '../navigation/router';
import { TOOLS } from '@fintools/shared';
import { TOOL_HELP_DETAILS } from './tool-help';
import { useDocumentTitle } from '../navigation/use-document-title';
import { SHELL_BUILD_LABEL } from './shell-build';
import styles from './pages.module.css';

export function HelpPage() {
  useDocumentTitle('Help');
  return (
    <div className={styles.page}>
      <h1>Help</h1>
      <p>Every tool is free and works without an account. Calculations happen in your browser.</p>
      <dl className={styles.help}>
        {TOOLS.map((tool) => (
          <div key={tool.id} className={styles.helpItem}>
            <dt>
              <Link to={tool.path}>{tool.title}</Link>
            </dt>
            <dd>
              {tool.summary}
              <br />
              {TOOL_HELP_DETAILS[tool.id]}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{SHELL_BUILD_LABEL}</p>
    </div>
  );
}
