import type { ComponentType } from 'react';
import type { FederationRuntime } from '../remotes/remote-loader';

type Behaviour = ComponentType | Error | 'hang' | null;

/**
 * A stand-in for the Module Federation runtime in tests: each remote answers with a component, an error, a
 * module without a component (null) or never ('hang'). `answer` can be changed between attempts.
 */
export function fakeFederationRuntime(answers: Record<string, Behaviour>) {
  const registrations: { name: string; entry: string; force: boolean }[] = [];
  const loads: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      for (const remote of remotes) registrations.push({ ...remote, force: Boolean(options?.force) });
    },
    async loadRemote<T>(id: string): Promise<T | null> {
      loads.push(id);
      const answer = answers[id.split('/')[0]!];
      if (answer === 'hang') return new Promise<T | null>(() => undefined);
      if (answer instanceof Error) throw answer;
      if (answer === null || answer === undefined) return { default: undefined } as T;
      return { default: answer } as T;
    },
  };
  return { runtime, registrations, loads, answers };
}
