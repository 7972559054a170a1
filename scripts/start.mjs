// `npm start`: build whatever is missing or out of date, then run the production server in this process.
import { buildIfStale } from './build-if-stale.mjs';

try {
  buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import('../apps/api/dist/main.js');
