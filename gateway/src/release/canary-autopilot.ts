import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_LOAD_OUTCOMES } from '@fintools/shared/api/events';
import type { LoadCounts, LoadFigures, LoadStats } from './load-stats';
import { decideCanary, type AutoDecision, type ReleaseState, type Transition } from './release-state';

/** What decides an automatic canary (`pnpm release <area> <url> --canary 10 --auto`). */
export interface AutoCanaryRule {
  /** Distinct clients that must have reported on the canary before anything is decided (CANARY_AUTO_MIN_CLIENTS). */
  minClients: number;
  /** Percentage points the canary's failure rate may exceed the live build's (CANARY_AUTO_MARGIN). */
  marginPercent: number;
}

/** A failed load: anything but `loaded` (failed, timed out, or a file that did not match its release). */
const FAILURES = REMOTE_LOAD_OUTCOMES.filter((outcome) => outcome !== 'loaded');

/** Share of reported loads that failed, 0 to 1; undefined with no reports. */
export function failureRate(loads: LoadCounts): number | undefined {
  const total = REMOTE_LOAD_OUTCOMES.reduce((sum, outcome) => sum + loads[outcome], 0);
  if (total === 0) return undefined;
  return FAILURES.reduce((sum, outcome) => sum + loads[outcome], 0) / total;
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/**
 * The decision on a canary from the last hour's figures, or undefined while fewer than `minClients`
 * distinct clients reported on it. Promoted when its failure rate is at most the live build's plus the
 * margin (a live build nobody reported on counts as 0 %), rolled back when it is above. Reports are
 * counted at most a few per client per hour, so neither a flood of forged reports nor one broken browser
 * decides it.
 * @example judgeCanary(
 *   { loads: { loaded: 97, failed: 3, timeout: 0, integrity: 0 }, clients: { loaded: 60, failed: 2, timeout: 0, integrity: 0, any: 60 } },
 *   { loads: { loaded: 990, failed: 10, timeout: 0, integrity: 0 }, clients: { loaded: 500, failed: 8, timeout: 0, integrity: 0, any: 500 } },
 *   { minClients: 50, marginPercent: 2 },
 * ) // { outcome: 'promoted', reason: '3 % of 100 loads from 60 clients failed; the live build 1 %; margin 2 points' }
 */
export function judgeCanary(
  canary: LoadFigures,
  live: LoadFigures,
  rule: AutoCanaryRule,
): Pick<AutoDecision, 'outcome' | 'reason'> | undefined {
  if (canary.clients.any < rule.minClients) return undefined;
  const rate = failureRate(canary.loads) ?? 0;
  const liveRate = failureRate(live.loads) ?? 0;
  const total = REMOTE_LOAD_OUTCOMES.reduce((sum, outcome) => sum + canary.loads[outcome], 0);
  const reason =
    `${percent(rate)} of ${total} loads from ${canary.clients.any} clients failed; ` +
    `the live build ${percent(liveRate)}; margin ${rule.marginPercent} points`;
  // Compared in hundredths of a percent, so 0.03 ≤ 0.01 + 0.02 is not lost to floating point.
  const within = Math.round(rate * 10_000) <= Math.round(liveRate * 10_000) + rule.marginPercent * 100;
  return { outcome: within ? 'promoted' : 'rolled back', reason };
}

export interface AutopilotDeps {
  /** The map this gateway follows now. */
  state: () => ReleaseState;
  /** A remote's live build when the map has no release for it (the starting map). */
  startingUrl: (remote: string) => string | undefined;
  /** Changes the stored map (as `pnpm release` does, without losing a change made at the same time). */
  update: (change: (state: ReleaseState) => Transition) => Promise<Transition>;
  loads: LoadStats;
  rule: AutoCanaryRule;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Every gateway looks at the `--auto` canaries on each poll and, once one is decided, writes the decision
 * into the map like `pnpm release --promote`/`--rollback` would, with its reason for `--status`. Two
 * gateways deciding at once change the map once: the second finds the canary gone (decideCanary refuses).
 */
export class CanaryAutopilot {
  private running: Promise<void> | undefined;

  constructor(private readonly deps: AutopilotDeps) {}

  /** One look; never throws. */
  check(): Promise<void> {
    this.running ??= this.checkOnce()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'Canary autopilot: check failed'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async checkOnce(): Promise<void> {
    const { state, startingUrl, update, loads, rule, log } = this.deps;
    const remotes = state().remotes;
    for (const [remote, entry] of Object.entries(remotes)) {
      const canary = entry.canary;
      if (!canary?.auto) continue;
      const liveUrl = entry.live?.url ?? startingUrl(remote);
      const figures = await loads.lastHour([canary.url, ...(liveUrl ? [liveUrl] : [])]);
      const judged = judgeCanary(
        figures.get(canary.url)!,
        (liveUrl && figures.get(liveUrl)) || { loads: zero(), clients: { ...zero(), any: 0 } },
        rule,
      );
      if (!judged) continue;
      const decision: AutoDecision = {
        url: canary.url,
        ...judged,
        at: (this.deps.now?.() ?? new Date()).toISOString(),
      };
      const result = await update((current) => decideCanary(current, remote, decision));
      if (!result.ok) continue; // another gateway (or a person) acted first
      log.info(
        { remote, canary: canary.url, outcome: decision.outcome, reason: decision.reason },
        decision.outcome === 'promoted'
          ? 'Canary promoted automatically: it is live for everyone'
          : 'Canary rolled back automatically: everyone keeps the live build',
      );
    }
  }
}

const zero = (): LoadCounts => ({ loaded: 0, failed: 0, timeout: 0, integrity: 0 });
