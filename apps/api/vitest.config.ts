import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedSources = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

// Tests that measure time, kill processes or load the processor for long run after the rest, one file at a
// time, so that the suite's own load neither disturbs them nor is disturbed by them (docs/decisions/0008).
const alone = [
  'test/security/*-timing.test.ts',
  'test/security/openapi-fuzz.test.ts',
  'test/faults/**/*.test.ts',
];

export default defineConfig({
  // Tests run the shared package from its TypeScript sources, so no build is needed first.
  resolve: { alias: [{ find: /^@listkeeper\/shared\/(.*)$/, replacement: `${sharedSources}$1.ts` }] },
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { hooks: 'stack' },
    projects: [
      {
        extends: true,
        test: { name: 'api', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: alone },
      },
      {
        extends: true,
        test: { name: 'alone', include: alone, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
