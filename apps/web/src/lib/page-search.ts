import type { SearchSchemaInput } from '@tanstack/react-router';

/** The validated `?page=` of the paged tables. */
export interface PageSearch {
  page: number;
}

/** A whole number from 1; anything else (missing, 0, -2, "abc", "0x10", 1.5, 1e400) falls back to page 1. */
export function parsePage(value: unknown): number {
  const page = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Route search validation for `?page=`. A plain function rather than a zod schema on purpose: it runs
 * in the bundle every page loads first, and zod's runtime would add ~14 kB gzipped to /login.
 */
export function validatePageSearch(search: { page?: unknown } & SearchSchemaInput): PageSearch {
  return { page: parsePage(search.page) };
}
