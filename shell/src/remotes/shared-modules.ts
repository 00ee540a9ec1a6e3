// What the shell gives the remotes as Module Federation shared singletons: its own, already running copies of the
// packages that must exist once per page. The shell is a runtime-only host (no federation plugin in its build, see
// tools/rspack/create-config.js): this module and the federation runtime are a chunk loaded with the first tool,
// so the home page downloads neither.
//
// Each package is given as the very module object the shell's own code uses (one React, one router context, one
// i18next instance, one query client's library, one theme store…). The versions and ranges are those of
// tools/rspack/shared-config.js, put in the build as __EOA_SHARED__, so the remotes' own builds, made from the
// same function, agree with them.
import type { createInstance } from '@module-federation/enhanced/runtime';
import React from 'react';
import JsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as ReactQuery from '@tanstack/react-query';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as Zustand from 'zustand';
import * as ApiClient from '@eoa/api-client';
import * as EoaI18n from '@eoa/i18n';
import * as EoaUi from '@eoa/ui';
import { ROUTER_FOR_REMOTES } from './router-for-remotes';

type SharedModules = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** The module object behind each shared request (the keys of create-config's SHARED_PACKAGES and libs). */
export const SHARED_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router-dom': ROUTER_FOR_REMOTES,
  zustand: Zustand,
  i18next: I18next,
  'react-i18next': ReactI18next,
  '@tanstack/react-query': ReactQuery,
  '@eoa/ui': EoaUi,
  '@eoa/i18n': EoaI18n,
  '@eoa/api-client': ApiClient,
};

export function sharedModules(config: EoaSharedConfig = __EOA_SHARED__): SharedModules {
  const shared: SharedModules = {};
  for (const [request, { version, requiredVersion, singleton }] of Object.entries(config)) {
    const module = SHARED_MODULES[request];
    if (module === undefined) throw new Error(`The shell has no module to share as ${request}`);
    shared[request] = { version, shareConfig: { singleton, requiredVersion }, lib: () => module };
  }
  return shared;
}
