import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

type Query = Record<string, string | string[] | undefined>;

/** One query parameter as a string; `?from=USD&from=EUR` is ambiguous, so it is refused. */
export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Query)[name];
  if (Array.isArray(value)) throw badRequest(`Give "${name}" only once`);
  return value;
}

export const SEARCH_QUERY_MAX = 100;
export const PER_PAGE_MIN = 1;
export const PER_PAGE_MAX = 80;
export const PER_PAGE_DEFAULT = 10;

/** The media search keyword: trimmed, 1–100 characters. */
export function searchQuery(request: FastifyRequest): string {
  const query = (queryParam(request, 'query') ?? '').trim();
  if (query.length === 0) throw badRequest('Enter a keyword to search for (query)');
  if (query.length > SEARCH_QUERY_MAX)
    throw badRequest(`The keyword is too long: at most ${SEARCH_QUERY_MAX} characters`);
  return query;
}

/** How many results: a whole number, clamped to 1–80 like the screens do (docs/product.md §5). */
export function perPage(request: FastifyRequest): number {
  const raw = queryParam(request, 'per_page')?.trim();
  if (raw === undefined || raw === '') return PER_PAGE_DEFAULT;
  if (!/^[-+]?\d+$/.test(raw)) throw badRequest('per_page must be a whole number');
  return Math.min(PER_PAGE_MAX, Math.max(PER_PAGE_MIN, Number(raw)));
}
