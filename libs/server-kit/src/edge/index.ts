// @eoa/server-kit/edge: what the gateway shares with the services, without Nest's modules, TypeORM or the
// dataset — configuration, request ids, the log rule for URLs, the dependency probes and the error texts in the
// request's language. The main entry re-exports all of it.
export * from '../config.js';
export { redactUrl } from '../core/redact-url.js';
export { acceptRequestId, assignRequestId, REQUEST_ID_PATTERN } from './request-id.js';
export { pathForLogs } from './log-path.js';
export { accessRecord, type AccessFields } from './access-log.js';
export { ServiceLogger, type LogFields } from './service.logger.js';
export { pickLanguage } from './accept-language.js';
export { catalogText, i18nPackageFolder, ProblemTexts, problemTexts, type ServerTextCatalog } from './problem-texts.js';
export { PROBLEM_CONTENT_TYPE, problemBody, type InputIssue, type ProblemContext, type ProblemInit } from './problem.js';
export { currentRequestId, requestContext } from './request-context.js';
export {
  checkDependency,
  createDependencyProbes,
  DEPENDENCY_CHECK_TIMEOUT_MS,
  describeAddress,
  describeDatabaseError,
  probePostgres,
  probeRedis,
  type DependencyProbes,
} from './dependency-probes.js';
export { describeRuntimeMode, REDIS_NOT_USED, runtimeModeOf } from './runtime-mode.js';
export { exitWithLauncher, LAUNCHER_PIPE_VARIABLE } from './exit-with-launcher.js';
