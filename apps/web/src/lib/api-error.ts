/** Reason phrases of the standard HTTP error statuses; 422 carries the product's own label. */
const STATUS_LABELS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  421: 'Misdirected Request',
  422: 'Validation Error',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

export interface ApiErrorInit {
  url: string;
  status: number;
  statusText: string;
  body: unknown;
}

function describeBody(body: unknown): string {
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body, null, 2) ?? 'undefined';
  } catch {
    return String(body);
  }
}

/** The message an ApiError carries for a failed response: a reason name, or a generic description. */
export function apiErrorMessage({ status, statusText, body }: Omit<ApiErrorInit, 'url'>): string {
  const label = STATUS_LABELS[status];
  if (label) return label;
  return `Generic Error: status: ${status}; status text: ${statusText}; body: ${describeBody(body)}`;
}

/** A response outside 200-299. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(apiErrorMessage(init));
    this.url = init.url;
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
  }
}

/** A request cancelled before it was answered (navigation away, a newer query). */
export class CancelError extends Error {
  override readonly name = 'CancelError';

  constructor() {
    super('Request aborted');
  }
}

/** True for answers that mean the stored session can no longer be used here. */
export function isAuthError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
