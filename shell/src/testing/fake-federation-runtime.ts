import type { ComponentType } from 'react';
import type { RemotesConfig } from '@eoa/contracts';
import type { FederationRuntime } from '../remotes/remote-loader';

/** Where each remote lives, as /remotes.json says in the tests. */
export const REMOTES_CONFIG: RemotesConfig = {
  builder: 'http://localhost/remotes/builder/mf-manifest.json',
  crafting: 'http://localhost/remotes/crafting/mf-manifest.json',
  atlas: 'http://localhost/remotes/atlas/mf-manifest.json',
  loot: 'http://localhost/remotes/loot/mf-manifest.json',
  admin: 'http://localhost/remotes/admin/mf-manifest.json',
};

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
