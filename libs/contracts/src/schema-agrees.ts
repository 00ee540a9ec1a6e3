// A compile-time check that an answer schema and the hand-written interface it documents are one shape: the
// interfaces the remotes are built on stay, and a schema drifting from one of them fails the typecheck.
import type { z } from 'zod';

/** The schema's output and the interface are the same type (each assignable to the other). */
export type Agrees<S extends z.ZodType, T> = [z.output<S>] extends [T] ? ([T] extends [z.output<S>] ? true : false) : false;
/** Compiles only for `true`: `Check<Agrees<typeof XSchema, X>>`. */
export type Check<T extends true> = T;
