import type { RedisLink } from './redis';
import { WindowCounter } from './window-counter';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** India Standard Time is UTC+5:30 all year (no daylight saving): the day of the visitors FinTools serves. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface BudgetLimits {
  /** Upstream calls a day, for every gateway together. */
  perDay: number;
  /** The most one network (`networkOf`: an IPv4 /24, an IPv6 /48) may spend of `perDay`, in percent. */
  networkSharePercent: number;
  /** Upstream calls an hour, for every gateway together; unset, none. For a provider whose quota counts hours. */
  perHour?: number;
}

/** Why a call was refused, and when the spent part renews. */
export interface BudgetRefusal {
  /** `network`: this network's share of the day; `day`, `hour`: everyone's. */
  spent: 'network' | 'day' | 'hour';
  retryAfterS: number;
  /** Whether this is the call that found it spent (once per day or hour across gateways): the one worth a log line. */
  first: boolean;
}

/**
 * A budget of calls to a paid or rationed provider (chat replies, media searches), shared by every gateway on
 * REDIS_URL and in this process's memory otherwise (`WindowCounter`). The day is India's calendar day, so the
 * day's total and every network's share renew together, at midnight IST, for the visitors it is spent on.
 *
 * One network may spend only its share of the day: a few addresses, or a block of them, cannot spend the
 * budget for everyone (docs/decisions/022-daily-budgets-with-network-shares.md). A call is counted against the
 * network first and refused there without touching what everyone shares, so a network past its share cannot go
 * on spending the hour or the day of the others by asking again.
 */
export class DailyBudget {
  private readonly counter: WindowCounter;
  /** Calls one network may make a day: its share of `perDay`, at least one. */
  readonly networkLimit: number;

  constructor(
    /** Redis key prefix (`REDIS_KEYS.mediaBudget`): `<prefix>:day:<date>`, `…:<network>` and `<prefix>:hour`. */
    private readonly prefix: string,
    private readonly limits: BudgetLimits,
    redis: RedisLink | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.counter = new WindowCounter(redis, now);
    this.networkLimit = Math.max(1, Math.floor((limits.perDay * limits.networkSharePercent) / 100));
  }

  /** Spends one call for `network`; undefined when it may go ahead, else why not. */
  async spend(network: string): Promise<BudgetRefusal | undefined> {
    const now = this.now();
    const day = `${this.prefix}:day:${istDate(now)}`;
    const untilTomorrow = msUntilNextIstDay(now);
    const dayRefusal = (spent: 'network' | 'day', current: number, limit: number): BudgetRefusal => ({
      spent,
      retryAfterS: Math.ceil(untilTomorrow / 1000),
      first: current === limit + 1,
    });

    const own = await this.counter.incr(`${day}:${network}`, untilTomorrow);
    if (own.current > this.networkLimit) return dayRefusal('network', own.current, this.networkLimit);
    // The hour before the day: a call the hour refuses then costs only the network that asked, never the day's
    // total, which a busy hour would otherwise burn with calls that were never made.
    const { perHour } = this.limits;
    if (perHour !== undefined) {
      const hour = await this.counter.incr(`${this.prefix}:hour`, HOUR_MS);
      if (hour.current > perHour) {
        return { spent: 'hour', retryAfterS: Math.ceil(hour.ttl / 1000), first: hour.current === perHour + 1 };
      }
    }
    const all = await this.counter.incr(day, untilTomorrow);
    if (all.current > this.limits.perDay) return dayRefusal('day', all.current, this.limits.perDay);
    return undefined;
  }
}

/**
 * The calendar date in India at `ms`.
 * @example istDate(Date.UTC(2026, 11, 2, 18, 29)) // '2026-12-02' (23:59 IST)
 * @example istDate(Date.UTC(2026, 11, 2, 18, 30)) // '2026-12-03' (midnight IST)
 */
export function istDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Milliseconds from `ms` to the next midnight in India (a whole day at midnight itself). */
export function msUntilNextIstDay(ms: number): number {
  return DAY_MS - ((((ms + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
}
