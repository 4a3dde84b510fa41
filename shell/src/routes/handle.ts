import { isRouteName } from './table';
import type { RouteName } from './types';

/** What every route object carries in `handle`: the table name it was built from. */
export interface RouteHandle {
  name: RouteName;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && isRouteName((value as { name?: unknown }).name);
}

/** The deepest matched route that came from the table. */
export function leafRouteName(matches: readonly { handle?: unknown }[]): RouteName | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}
