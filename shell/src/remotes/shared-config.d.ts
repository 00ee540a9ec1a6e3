/** tools/rspack/shared-config.js's sharedConfig(), put in the shell's build by rspack's DefinePlugin: request → version and range. */
type EoaSharedConfig = Record<string, { singleton: boolean; requiredVersion: string; version: string }>;
declare const __EOA_SHARED__: EoaSharedConfig;
