import { REGISTER_KEYWORDS } from '../vocabulary';
import type { RegisterStep } from './drafts';
import { PASCAL_CASE, RESOURCE } from './shared';

/** `$id` (PascalCase: the type's and the OpenAPI component's name), `x-resource` (the URL segment) and `title`. */
export const identityStep: RegisterStep = {
  keywords: ['$id', 'x-resource', 'title'],
  apply(d) {
    if (!PASCAL_CASE.test(d.id)) d.problem('"$id" must be the PascalCase schema name, e.g. "Produto"');
    if (!RESOURCE.test(d.resource))
      d.problem('"x-resource" must be a lower-case URL segment, e.g. "venda-status"');
  },
};

/** A register is a closed object (`type` object, `additionalProperties` false) using only known root keywords. */
export const rootShapeStep: RegisterStep = {
  keywords: ['type', 'additionalProperties'],
  apply(d) {
    for (const key of Object.keys(d.schema)) {
      if (key.startsWith('x-') && !(REGISTER_KEYWORDS as readonly string[]).includes(key))
        d.problem(`unknown keyword ${key} at the root (known: ${REGISTER_KEYWORDS.join(', ')})`);
    }
    if (d.schema.type !== 'object') d.problem('"type" must be "object"');
    if (d.schema.additionalProperties !== false) d.problem('"additionalProperties" must be false');
  },
};
