import type { RegisterStep } from './drafts';

/** `x-scope`: `empresa` (one company's rows, under its URL) or `admin` (the platform's registers). */
export const scopeStep: RegisterStep = {
  keywords: ['x-scope'],
  apply(d) {
    const scope = d.schema['x-scope'];
    if (scope !== 'empresa' && scope !== 'admin')
      d.problem(`unknown x-scope ${JSON.stringify(scope)}: "empresa" or "admin"`);
    d.scope = scope;
    d.isEmpresa = scope === 'empresa';
  },
};
