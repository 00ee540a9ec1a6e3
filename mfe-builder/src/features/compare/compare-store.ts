// Build B of the comparison: kept as its share code (the same codec as a share link, so it can also ride in
// the page address as ?compare=) in this tab's session storage, so a reload keeps it. Its items are looked up
// the way a load does (the cached catalog, else by id); a newer choice of B wins over a lookup still running.

import { create } from 'zustand';
import type { BuildFile, Item } from '@eoa/contracts';
import { decodeShareLink, encodeShareLink } from '@eoa/game-rules';
import { loadableOf, shareInputOf, type LoadableBuild } from '../../shared/build-state/build-io';
import { useBuildStore, type BuildState } from '../../shared/build-state/build-store';
import { resolveBuild } from '../../shared/build-state/resolve-build';

export const COMPARE_STORAGE_KEY = 'eoa.builder.compareB';
/** The page address's parameter carrying B's share code. */
export const COMPARE_PARAM = 'compare';

export interface BuildB {
  /** Tells one choice of B from the next. */
  key: number;
  /** B's share code (null when it is over the link limit: then B is neither stored nor linked). */
  code: string | null;
  build: LoadableBuild;
  /** A build file's name, or the character's name. */
  label: string;
}

export interface ResolvedB {
  key: number;
  state: BuildState;
  missingItemIds: number[];
}

interface CompareState {
  b: BuildB | null;
  resolved: ResolvedB | null;
  /** The key of B while its items are being looked up, and of a B whose lookup failed. */
  pendingKey: number | null;
  failedKey: number | null;
  /** Whether the last ?compare= code of the address could not be read. */
  addressRejected: boolean;
  /** Counts requests to bring the comparison into view (a recent build chosen elsewhere in the tab). */
  reveal: number;
  choose(build: LoadableBuild, label: string, options?: { reveal?: boolean; resolved?: BuildState }): void;
  /** Takes B from a share code or link ("#build/…", "build/…", the full address); false when it cannot be read. */
  chooseCode(code: string, label?: string): boolean;
  /** Takes B from the address's ?compare= code, or remembers that it could not be read. */
  chooseFromAddress(code: string): boolean;
  /** Looks B's items up unless that is done, running or failed. */
  resolve(catalog: ReadonlyMap<number, Item>): Promise<void>;
  retry(): void;
  clear(): void;
  /** Takes B kept in the session again, as a page does when it opens. */
  restore(): void;
}

let nextKey = 1;

interface Stored {
  code: string;
  label: string;
}

function readStored(): Stored | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    return raw && typeof raw.code === 'string' && typeof raw.label === 'string' ? { code: raw.code, label: raw.label } : null;
  } catch {
    return null;
  }
}

function writeStored(b: BuildB | null): void {
  try {
    if (b?.code) sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ code: b.code, label: b.label } satisfies Stored));
    else sessionStorage.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage refused: B lives until the page closes.
  }
}

/** The share code in a pasted link: what follows "#" in an address, else the text itself. */
function codeIn(text: string): string {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  return hash >= 0 ? trimmed.slice(hash + 1) : trimmed;
}

function buildOfCode(code: string, label?: string): BuildB | null {
  const decoded = decodeShareLink(codeIn(code));
  if (!decoded.ok) return null;
  const { build } = decoded.build;
  const encoded = encodeShareLink(build);
  return { key: nextKey++, code: encoded.ok ? encoded.data : null, build, label: label || build.character.name };
}

function initialB(): BuildB | null {
  if (typeof sessionStorage === 'undefined') return null;
  const stored = readStored();
  return stored ? buildOfCode(stored.code, stored.label) : null;
}

export const useCompareStore = create<CompareState>()((set, get) => ({
  b: initialB(),
  resolved: null,
  pendingKey: null,
  failedKey: null,
  addressRejected: false,
  reveal: 0,

  choose(chosen, label, options = {}) {
    // A file carries no buffs: B gets the current build's, as loading that file would (a load keeps the buffs).
    const build = { ...chosen, buffs: chosen.buffs ?? useBuildStore.getState().buffs };
    const encoded = encodeShareLink(build);
    const b: BuildB = { key: nextKey++, code: encoded.ok ? encoded.data : null, build, label };
    writeStored(b);
    set((state) => ({
      b,
      addressRejected: false,
      resolved: options.resolved ? { key: b.key, state: options.resolved, missingItemIds: [] } : null,
      reveal: options.reveal ? state.reveal + 1 : state.reveal,
    }));
  },
  chooseCode(code, label) {
    const b = buildOfCode(code, label);
    if (!b) return false;
    writeStored(b);
    set({ b, resolved: null, addressRejected: false });
    return true;
  },
  chooseFromAddress(code) {
    const chosen = get().chooseCode(code);
    if (!chosen) set({ addressRejected: true });
    return chosen;
  },
  async resolve(catalog) {
    const { b, resolved, pendingKey, failedKey } = get();
    if (!b || resolved?.key === b.key || pendingKey === b.key || failedKey === b.key) return;
    set({ pendingKey: b.key });
    try {
      const { state, missingItemIds } = await resolveBuild(b.build, catalog);
      if (get().b?.key === b.key) set({ resolved: { key: b.key, state, missingItemIds } });
    } catch (error) {
      console.error('Build B not loaded', error);
      if (get().b?.key === b.key) set({ failedKey: b.key });
    } finally {
      if (get().pendingKey === b.key) set({ pendingKey: null });
    }
  },
  retry() {
    set({ failedKey: null });
  },
  clear() {
    writeStored(null);
    set({ b: null, resolved: null, pendingKey: null, failedKey: null, addressRejected: false });
  },
  restore() {
    set({ b: initialB(), resolved: null, pendingKey: null, failedKey: null, addressRejected: false });
  },
}));

/** A build file (a recent build) as B, brought into view. */
export function compareWithFile(file: BuildFile): void {
  useCompareStore.getState().choose(loadableOf(file), file.build.name, { reveal: true });
}

/** A build being edited as B: its items are known already. */
export function compareWithState(state: BuildState, label: string): void {
  useCompareStore.getState().choose(shareInputOf(state), label, { resolved: state });
}
