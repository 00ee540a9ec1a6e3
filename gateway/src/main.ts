import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ConfigError, describeRuntimeMode, exitWithLauncher, loadConfig, runtimeModeOf } from '@eoa/server-kit/edge';
import { createGateway } from './app.js';
import { createLogger } from './logger.js';

/** The workspace root: dist/main.js → gateway/ → root, where shell/dist and mfe-<name>/dist are. */
const staticRoot = fileURLToPath(new URL('../../', import.meta.url));

function start(): void {
  exitWithLauncher();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // A configuration mistake is the operator's to fix: say it plainly, one line per problem, no stack trace.
      for (const problem of error.problems) console.error(`gateway: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const app = createGateway(config, { staticRoot, logger });
  const server = createServer(app);
  server.once('error', (error: NodeJS.ErrnoException) => {
    logger.error(error.code === 'EADDRINUSE' ? `port ${config.gatewayPort} is already in use` : `cannot listen: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.gatewayPort, () => {
    logger.log(`listening on http://localhost:${config.gatewayPort}; ${describeRuntimeMode(runtimeModeOf(config))}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, closing`);
    server.close(() => process.exit(0));
    // Idle keep-alive connections would hold close() open; in-flight requests get a few seconds.
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

start();
