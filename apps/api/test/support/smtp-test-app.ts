import { afterAll, beforeAll } from 'vitest';
import { SmtpCatcher } from './smtp-catcher.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * Registers hooks that start a real SMTP catcher and a test app that sends to it, and stop both after the
 * file's tests. `onReady` receives the app.
 */
export function useSmtpTestApp(
  onReady: (t: TestApp) => void,
  options: Omit<TestAppOptions, 'mailTransport'> = {},
): SmtpCatcher {
  const smtp = new SmtpCatcher();
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({ ...options, env: { ...(await smtp.env()), ...options.env } });
    onReady(app);
  });
  afterAll(async () => {
    await app?.close();
    await smtp.stop();
  });
  return smtp;
}
