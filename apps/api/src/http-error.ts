/** An error answer with a status and the `detail` text the client sees. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/** A 422 for a rule the schemas cannot express (such as a common password), shaped like schema errors. */
export class FieldValidationError extends Error {
  constructor(
    readonly loc: Array<string | number>,
    readonly msg: string,
    readonly type: string,
  ) {
    super(msg);
    this.name = 'FieldValidationError';
  }
}
