import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

function failWith(status: number) {
  return () => Promise.reject(new ApiError({ url: '/api/v1/x', status, statusText: '', body: {} }));
}

describe('createQueryClient', () => {
  it.each([401, 403])('reports a %i answer to a query as an ended session', async (status) => {
    const onAuthError = vi.fn();
    const client = createQueryClient(onAuthError);
    await client.fetchQuery({ queryKey: ['q', status], queryFn: failWith(status) }).catch(() => undefined);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403])('reports a %i answer to a mutation as an ended session', async (status) => {
    const onAuthError = vi.fn();
    const client = createQueryClient(onAuthError);
    const mutation = client.getMutationCache().build(client, { mutationFn: failWith(status) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it.each([400, 404, 422])('leaves a %i answer to the screen that asked', async (status) => {
    const onAuthError = vi.fn();
    const client = createQueryClient(onAuthError);
    await client.fetchQuery({ queryKey: ['q', status], queryFn: failWith(status) }).catch(() => undefined);
    const mutation = client.getMutationCache().build(client, { mutationFn: failWith(status) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('does not retry client errors', async () => {
    const client = createQueryClient(vi.fn());
    const queryFn = vi.fn(failWith(404));
    await client.fetchQuery({ queryKey: ['retry'], queryFn, retryDelay: 0 }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
