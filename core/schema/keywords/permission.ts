import type { RegisterDraft, RegisterStep } from './drafts';
import { PERMISSION } from './shared';

/**
 * `x-permission` (company permission to write; false: every member writes) and `x-readPermission` (also needed to
 * read): company scope only, admin registers always need ADMIN.
 */
export const permissionStep: RegisterStep = {
  keywords: ['x-permission', 'x-readPermission'],
  apply(d) {
    d.permission = permissionOf(d, 'x-permission');
    d.readPermission = permissionOf(d, 'x-readPermission');
    if (d.isEmpresa && d.schema['x-permission'] === undefined)
      d.problem('x-permission is missing: the company permission needed to create, change and delete');
  },
};

function permissionOf(d: RegisterDraft, key: 'x-permission' | 'x-readPermission'): string | null {
  const value = d.schema[key];
  if (value === undefined) return null;
  // false: every member of the company writes; rules of the register's own (who owns a sale) decide the rest
  if (key === 'x-permission' && value === false && d.isEmpresa) return null;
  if (!d.isEmpresa) {
    d.problem(`${key} on an admin register: admin registers always need ADMIN`);
    return null;
  }
  if (typeof value !== 'string' || !PERMISSION.test(value)) {
    d.problem(`${key} must be a permission name such as "CADASTRAR_AUXILIARES"`);
    return null;
  }
  return value;
}
