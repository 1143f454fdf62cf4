import { MENU_GROUPS, type MenuGroup } from '../vocabulary';
import type { RegisterStep } from './drafts';
import { isObject, PASCAL_CASE } from './shared';

/** `x-menu`: `{ group, icon, order }` or false; admin registers go to the admin group, and only they. */
export const menuStep: RegisterStep = {
  keywords: ['x-menu'],
  apply(d) {
    const value = d.schema['x-menu'];
    if (value === undefined || value === false) return;
    if (
      !isObject(value) ||
      !(MENU_GROUPS as readonly unknown[]).includes(value.group) ||
      typeof value.icon !== 'string' ||
      !PASCAL_CASE.test(value.icon) ||
      typeof value.order !== 'number'
    ) {
      d.problem(
        `x-menu must be false or { "group": ${MENU_GROUPS.map((g) => `"${g}"`).join(' | ')}, "icon": "<MUI icon>", "order": number }`,
      );
      return;
    }
    d.menu = { group: value.group as MenuGroup, icon: value.icon, order: value.order };
    if ((d.menu.group === 'admin') !== !d.isEmpresa)
      d.problem(
        `x-menu group ${d.menu.group} does not fit x-scope ${String(d.scope)} (admin registers go to the admin group, only they)`,
      );
  },
};
