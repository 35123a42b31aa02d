import { useEffect, useState } from 'react';
import styles from './tools.module.css';

/**
 * Which build of a remote is live ("tax remote · v0.1.0"), read from its `./build-info` once the tool
 * has loaded. Best effort: a remote without it, or slow to answer, leaves the line empty. The line
 * keeps its height either way, so nothing moves when the label arrives.
 */
export function BuildLabel({ remote }: { remote: string }) {
  const [label, setLabel] = useState('');
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "federation-host" */ './federation-host')
      .then(({ toolLoader }) => toolLoader())
      .then((loader) => loader.loadExposed<{ buildLabel?: unknown }>(remote, 'build-info'))
      .then(
        ({ buildLabel }) => {
          if (current && typeof buildLabel === 'string') setLabel(buildLabel);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [remote]);
  // Technical words of the build, the same in every language: said as English.
  return (
    <p className={styles.buildLabel} lang="en-IN">
      {label}
    </p>
  );
}
