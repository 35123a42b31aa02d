import type { FastifyRequest } from 'fastify';
import { clampMediaCount, DEFAULT_MEDIA_COUNT, MEDIA_QUERY_MAX_LENGTH } from '@fintools/shared/api/media';
import { badRequest } from '../errors';

type Query = Record<string, string | string[] | undefined>;

/** One query parameter as a string; `?from=USD&from=EUR` is ambiguous, so it is refused. */
export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Query)[name];
  if (Array.isArray(value)) throw badRequest(`Give "${name}" only once`);
  return value;
}

/** The media search keyword: trimmed, 1–100 characters. */
export function searchQuery(request: FastifyRequest): string {
  const query = (queryParam(request, 'query') ?? '').trim();
  if (query.length === 0) throw badRequest('Enter a keyword to search for (query)');
  if (query.length > MEDIA_QUERY_MAX_LENGTH) {
    throw badRequest(`The keyword is too long: at most ${MEDIA_QUERY_MAX_LENGTH} characters`);
  }
  return query;
}

/** How many results: a whole number, clamped to 1–80 like the screens do (docs/product.md §5). */
export function perPage(request: FastifyRequest): number {
  const raw = queryParam(request, 'per_page')?.trim();
  if (raw === undefined || raw === '') return DEFAULT_MEDIA_COUNT;
  if (!/^[-+]?\d+$/.test(raw)) throw badRequest('per_page must be a whole number');
  return clampMediaCount(Number(raw));
}
