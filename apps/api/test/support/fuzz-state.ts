import type { LightMyRequestResponse } from 'fastify';
import { createSignedInUser, type SignedInUser } from './factories.ts';
import { CURRENT_PASSWORD, type KnownValues } from './openapi-arbitraries.ts';
import { getMe } from './requests.ts';
import type { TestApp } from './test-app.ts';

/**
 * What a fuzzing run knows of the server: live sessions for a user and a superuser (made anew when a request
 * ended them), and the ids, emails, passwords and reset tokens seen so far.
 */
export class FuzzState {
  readonly known: KnownValues = { ids: [], emails: [], passwords: [], tokens: [], logins: [] };
  private readonly sessions: Record<'user' | 'admin', SignedInUser | undefined> = {
    user: undefined,
    admin: undefined,
  };
  private readonly ownItems: Record<'user' | 'admin', string[]> = { user: [], admin: [] };
  private seenLogLines = 0;

  constructor(private readonly t: TestApp) {}

  async session(kind: 'user' | 'admin'): Promise<SignedInUser> {
    const current = this.sessions[kind];
    if (current && (await getMe(this.t, current.headers)).statusCode === 200) {
      return current;
    }
    const fresh = await createSignedInUser(this.t, { is_superuser: kind === 'admin' });
    const item = await this.t.app.inject({
      method: 'POST',
      url: '/api/v1/items/',
      headers: fresh.headers,
      payload: { title: 'Seed' },
    });
    this.known.ids.push(fresh.user.id, item.json().id);
    this.ownItems[kind].push(item.json().id);
    this.known.emails.push(fresh.email);
    this.known.passwords.push(fresh.password);
    this.known.logins.push({ username: fresh.email, password: fresh.password });
    this.sessions[kind] = fresh;
    return fresh;
  }

  /** An id of the session's own records: one of its items under /items/, else its user id. */
  async ownRecord(kind: 'user' | 'admin' | undefined, path: string): Promise<string> {
    if (!kind) {
      return this.known.ids.at(-1) ?? '';
    }
    const session = await this.session(kind);
    const items = this.ownItems[kind];
    return path.includes('/items/') ? (items.at(-1) ?? session.user.id) : session.user.id;
  }

  /** The session's password where a body asks for it (CURRENT_PASSWORD). */
  async fillIn(body: unknown, kind: 'user' | 'admin' | undefined): Promise<unknown> {
    const fields = body as Record<string, unknown> | null;
    if (fields?.current_password !== CURRENT_PASSWORD) {
      return body;
    }
    return { ...fields, current_password: kind ? (await this.session(kind)).password : 'no session' };
  }

  /** Remembers what a successful answer and its request reveal, and the reset links mailed so far. */
  async learn(
    sentBody: unknown,
    response: LightMyRequestResponse,
    kind: 'user' | 'admin' | undefined,
  ): Promise<void> {
    const session = kind ? this.sessions[kind] : undefined;
    const fields = (sentBody ?? {}) as Record<string, unknown>;
    if (response.statusCode === 200 && session && fields.current_password === session.password) {
      session.password = String(fields.new_password);
    }
    if (
      response.statusCode < 300 &&
      String(response.headers['content-type']).startsWith('application/json')
    ) {
      const body = response.json();
      for (const row of [body, ...(Array.isArray(body?.data) ? body.data : [])]) {
        if (row && typeof row === 'object') {
          this.remember('ids', row.id);
          for (const kind of ['user', 'admin'] as const) {
            if (row.owner_id && row.owner_id === this.sessions[kind]?.user.id) {
              this.ownItems[kind].push(row.id);
            }
          }
          this.remember('emails', row.email);
        }
      }
      if (sentBody && typeof sentBody === 'object') {
        const fields = sentBody as Record<string, unknown>;
        this.remember('passwords', fields.password);
        this.remember('passwords', fields.new_password);
      }
    }
    await this.t.deps.tasks.drain();
    const lines = this.t.logs.lines.slice(this.seenLogLines);
    this.seenLogLines += lines.length;
    for (const line of lines) {
      for (const match of line.matchAll(/reset-password\?token=([A-Za-z0-9_-]+)/g)) {
        this.remember('tokens', match[1]);
      }
    }
  }

  private remember(kind: 'ids' | 'emails' | 'passwords' | 'tokens', value: unknown): void {
    if (typeof value === 'string' && value.length > 0 && !this.known[kind].includes(value)) {
      this.known[kind].push(value);
    }
  }
}
