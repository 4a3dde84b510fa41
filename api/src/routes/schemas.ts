// How a route declares its answers: the contract's envelopes around the contract's shapes.
import { Failure as failure, success } from '@lexdesk/shared/contract';
import { type Static, type TSchema } from '@sinclair/typebox';
import type { Failure } from '../envelope';

/** Compile-time proof that a schema's type is exactly a view's: `describes<Same<Static<S>, View>>()`. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export function describes<_Proof extends true>(): void {}

describes<Same<Static<typeof failure>, Failure>>();

/** Every refusal and every server error answers the error envelope. */
export const errorResponses = { '4xx': failure, '5xx': failure } as const;

/** A route's `response`: the success envelope of `data` under `status` (200 by default), and the error envelope. */
export function answers<T extends TSchema, const S extends number = 200>(
  data: T,
  status?: S,
): { [K in S]: ReturnType<typeof success<T>> } & typeof errorResponses {
  return { [status ?? 200]: success(data), ...errorResponses } as {
    [K in S]: ReturnType<typeof success<T>>;
  } & typeof errorResponses;
}
