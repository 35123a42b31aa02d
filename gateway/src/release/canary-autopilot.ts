import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_LOAD_OUTCOMES } from '@fintools/shared/api/events';
import type { LoadCounts, LoadFigures, LoadStats } from './load-stats';
import {
  decideCanary,
  type AutoDecision,
  type CanaryRelease,
  type ReleaseState,
  type Transition,
} from './release-state';

/** What decides an automatic canary (`pnpm release <area> <url> --canary 10 --auto`). */
export interface AutoCanaryRule {
  /**
   * Distinct clients that must have reported on the canary, and on the live build, before anything is decided
   * (CANARY_AUTO_MIN_CLIENTS).
   */
  minClients: number;
  /** Percentage points the canary's failure rate may exceed the live build's (CANARY_AUTO_MARGIN). */
  marginPercent: number;
  /** How long a canary runs before it may be promoted (CANARY_AUTO_MIN_MINUTES); a rollback does not wait. */
  minMinutes?: number;
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** Share of distinct clients that saw a load fail, 0 to 1; undefined with no client. */
export function clientFailureRate(figures: LoadFigures): number | undefined {
  return figures.clients.any === 0
    ? undefined
    : Math.min(figures.clients.failure, figures.clients.any) / figures.clients.any;
}

/**
 * The decision on a canary from the last hour's figures, or undefined while fewer than `minClients` distinct
 * clients reported on the canary, or on the live build it is compared with. The rates are shares of clients
 * that saw a load fail, so a client counts once however many reports it sends: no client moves a rate by more
 * than its share (three `failed` reports from one address once set the live build's rate to 100 %).
 * Promoted when the canary's rate is at most the live build's plus the margin, rolled back when it is above.
 * @example judgeCanary(
 *   { loads: { loaded: 97, failed: 3, timeout: 0, integrity: 0 }, clients: { loaded: 60, failed: 2, timeout: 0, integrity: 0, any: 60, failure: 2 } },
 *   { loads: { loaded: 990, failed: 10, timeout: 0, integrity: 0 }, clients: { loaded: 500, failed: 8, timeout: 0, integrity: 0, any: 500, failure: 8 } },
 *   { minClients: 50, marginPercent: 2 },
 * ) // { outcome: 'promoted', reason: '3.3 % of 60 clients saw a load fail (100 loads); the live build 1.6 % of 500; margin 2 points' }
 */
export function judgeCanary(
  canary: LoadFigures,
  live: LoadFigures,
  rule: AutoCanaryRule,
): Pick<AutoDecision, 'outcome' | 'reason'> | undefined {
  if (canary.clients.any < rule.minClients || live.clients.any < rule.minClients) return undefined;
  const rate = clientFailureRate(canary) ?? 0;
  const liveRate = clientFailureRate(live) ?? 0;
  const total = REMOTE_LOAD_OUTCOMES.reduce((sum, outcome) => sum + canary.loads[outcome], 0);
  const reason =
    `${percent(rate)} of ${canary.clients.any} clients saw a load fail (${total} loads); ` +
    `the live build ${percent(liveRate)} of ${live.clients.any}; margin ${rule.marginPercent} points`;
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
  /**
   * The gateway's own check of a canary before it promotes it: its remoteEntry.js and every screen file its
   * manifest lists load, with the hashes its release recorded. Why not, or undefined when they do.
   */
  probe: (canary: CanaryRelease) => Promise<string | undefined>;
  now?: () => Date;
}

/**
 * Every gateway looks at the `--auto` canaries on each poll and, once one is decided, writes the decision
 * into the map like `pnpm release --promote`/`--rollback` would, with its reason for `--status`. Two
 * gateways deciding at once change the map once: the second finds the canary gone (decideCanary refuses).
 */
export class CanaryAutopilot {
  private running: Promise<void> | undefined;
  private readonly warned = new Set<string>();

  private warnOnce(key: string, warn: () => void): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    warn();
  }

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
        (liveUrl && figures.get(liveUrl)) || { loads: zero(), clients: { ...zero(), any: 0, failure: 0 } },
        rule,
      );
      if (!judged) continue;
      const now = this.deps.now?.() ?? new Date();
      // Figures can be bought cheaper than code can be faked: a promotion also waits its minimum time and the
      // gateway's own load of the canary. Errors still roll back at once.
      if (judged.outcome === 'promoted') {
        const ranMs = now.getTime() - Date.parse(canary.at);
        if (!(ranMs >= (rule.minMinutes ?? 0) * 60_000)) continue;
        const problem = await this.deps.probe(canary);
        if (problem !== undefined) {
          this.warnOnce(`${canary.url} ${problem}`, () =>
            log.warn(
              { remote, canary: canary.url, problem },
              'Canary autopilot: the canary does not load here; not promoted',
            ),
          );
          continue;
        }
      }
      const decision: AutoDecision = { url: canary.url, ...judged, at: now.toISOString() };
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
