// `npm run dev`: the API restarting on change (TypeScript sources run directly) and Vite with hot reload.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn(process.execPath, ['--watch', '--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: `${root}apps/api`,
    stdio: 'inherit',
  }),
  spawn(`${root}node_modules/.bin/vite`, [], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];

const stop = (signal) => {
  for (const child of children) {
    child.kill(signal);
  }
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
