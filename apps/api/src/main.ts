import { ConfigError, parseConfig, readEnvironment } from './config.ts';
import { startServer } from './server.ts';

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(readEnvironment());
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const server = await startServer(config).catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
process.stdout.write(`Listening on ${server.url} (API docs at ${server.url}/docs)\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      process.stderr.write('Stopping now without waiting.\n');
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`${signal} received: finishing requests in flight, then stopping.\n`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
