import type { FastifyError, FastifyRequest } from 'fastify';
import { badRequest, type FieldError } from '../errors.ts';
import { toFieldErrors } from '../validation-messages.ts';
import type { RegisterDef } from './definition.ts';
import { trimBody } from './records.ts';

// A write's validation errors, in one answer: the schema's, and required text left blank (found by the trim
// before validation, when blank text still passes a minLength-less schema).

/** Required text left blank: found before validation (trimBody), reported with the validation's own errors. */
const blankRequired = new WeakMap<FastifyRequest, string[]>();

/** preValidation of a write: trims the body's text and remembers the required fields left blank. */
export function trimWrite(def: RegisterDef) {
  return async (request: FastifyRequest) => {
    blankRequired.set(request, trimBody(def, request.body));
  };
}

/** The validation errors of a write, with blank required text as "Campo obrigatório." whatever else it broke. */
export function writeErrors(request: FastifyRequest): FieldError[] {
  const failed = request.validationError as (FastifyError & { validationContext?: string }) | undefined;
  const where = failed?.validationContext;
  const errors =
    failed?.validation !== undefined
      ? toFieldErrors(failed.validation, where === 'body' ? undefined : where)
      : [];
  const blank = blankRequired.get(request) ?? [];
  for (const field of blank) {
    const found = errors.find((e) => e.field === field);
    if (found) found.message = 'Campo obrigatório.';
    else errors.push({ field, message: 'Campo obrigatório.' });
  }
  return errors;
}

/** A write whose body failed validation (attachValidation) is a 400 naming each field. */
export function refuseInvalidWrite(request: FastifyRequest): void {
  const errors = writeErrors(request);
  if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
}
