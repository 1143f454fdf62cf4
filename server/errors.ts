/** One entry per bad field, as docs/contrato.md §6 fixes. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error with a status and a Portuguese message for the client. Thrown anywhere in a route; the one error
 * handler turns it into `{ message, errors? }`.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, errors?: FieldError[], headers?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'Os dados enviados são inválidos.', [{ field, message }]);
export const unauthorized = (message = 'Não autenticado.') => new HttpError(401, message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') => new HttpError(403, message);
export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
