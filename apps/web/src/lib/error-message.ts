import { ApiError } from './api-error.ts';

const FALLBACK_MESSAGE = 'Something went wrong.';

function firstIssueMessage(detail: unknown[]): string | undefined {
  const first: unknown = detail[0];
  if (typeof first === 'object' && first !== null && 'msg' in first && typeof first.msg === 'string') {
    return first.msg;
  }
  return undefined;
}

/** The text an error toast shows: the server's detail, the first validation issue, or a fallback. */
export function getErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FALLBACK_MESSAGE;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('detail' in body)) return FALLBACK_MESSAGE;
  const { detail } = body;
  if (typeof detail === 'string' && detail.length > 0) return detail;
  if (Array.isArray(detail)) return firstIssueMessage(detail) ?? FALLBACK_MESSAGE;
  return FALLBACK_MESSAGE;
}
