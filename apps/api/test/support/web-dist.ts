import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A stand-in for the built web app: an index.html loading one hashed script, in a temporary folder. */
export async function createWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'listkeeper-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'document.title = "Listkeeper";\n');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
