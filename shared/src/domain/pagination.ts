import { PAGE_SIZE } from './constants';

/** Reads the 1-based `page` query parameter; anything that is not a positive integer is page 1. */
export function parsePage(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function offsetOf(page: number, pageSize: number = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

export function lastPage(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page past the last one is answered with the last page (the screen redirects there). */
export function clampPage(page: number, total: number, pageSize: number = PAGE_SIZE): number {
  return Math.min(Math.max(1, page), lastPage(total, pageSize));
}
