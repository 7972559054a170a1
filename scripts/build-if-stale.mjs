import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each workspace's build: what it is made from, where it goes, and how to make it. */
const builds = [
  {
    name: 'shared',
    dir: 'packages/shared',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    command: ['tsc', '-p', 'tsconfig.build.json'],
  },
  {
    name: 'api',
    dir: 'apps/api',
    inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json', '../../packages/shared/src'],
    command: ['tsc', '-p', 'tsconfig.build.json'],
  },
  {
    name: 'web',
    dir: 'apps/web',
    inputs: [
      'src',
      'public',
      'vite',
      'index.html',
      'package.json',
      'vite.config.ts',
      '../../packages/shared/src',
    ],
    command: ['vite', 'build', '--logLevel', 'warn'],
  },
];

function filesUnder(entry) {
  if (!existsSync(entry)) {
    return [];
  }
  if (!statSync(entry).isDirectory()) {
    return [entry];
  }
  return readdirSync(entry, { withFileTypes: true })
    .filter((child) => !child.name.endsWith('.test.ts') && !child.name.endsWith('.test.tsx'))
    .flatMap((child) => filesUnder(path.join(entry, child.name)))
    .sort();
}

/** A digest of the names and contents of every input, so any edit, addition or removal shows. */
function sourceDigest(build) {
  const hash = createHash('sha256');
  for (const input of build.inputs) {
    for (const file of filesUnder(path.join(root, build.dir, input))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** A tool's executable: the workspace's own copy if npm installed one there, else the shared one. */
function binary(dir, name) {
  const own = path.join(root, dir, 'node_modules', '.bin', name);
  return existsSync(own) ? own : path.join(root, 'node_modules', '.bin', name);
}

/** Builds every workspace whose output is missing or older than its sources; returns the names built. */
export function buildIfStale({ log = console.log } = {}) {
  const built = [];
  for (const build of builds) {
    const dist = path.join(root, build.dir, 'dist');
    const stampFile = path.join(dist, '.source-digest');
    const digest = sourceDigest(build);
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
      continue;
    }
    log(`Building ${build.name}...`);
    rmSync(dist, { recursive: true, force: true });
    const [bin, ...args] = build.command;
    const result = spawnSync(binary(build.dir, bin), args, {
      cwd: path.join(root, build.dir),
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      throw new Error(`Building ${build.name} failed`);
    }
    writeFileSync(stampFile, digest);
    built.push(build.name);
  }
  return built;
}
