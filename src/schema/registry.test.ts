import { describe, expect, it } from 'vitest';
import { hasRegisterIcon } from './icons';
import { ADMIN_REGISTERS, COMPANY_REGISTERS, REGISTERS, registerOf } from './registry';

describe('registry', () => {
  it('loads every register of schemas/ and splits them by scope', () => {
    expect(registerOf('produtos')?.scope).toBe('empresa');
    expect(COMPANY_REGISTERS.every((m) => m.scope === 'empresa')).toBe(true);
    expect(ADMIN_REGISTERS.every((m) => m.scope === 'admin')).toBe(true);
    expect(COMPANY_REGISTERS.length + ADMIN_REGISTERS.length).toBe(REGISTERS.length);
  });

  it('has an icon for every x-menu.icon the schemas name', () => {
    const missing = REGISTERS.flatMap((m) =>
      m.menu && !hasRegisterIcon(m.menu.icon) ? [`${m.id}: ${m.menu.icon}`] : [],
    );
    expect(missing).toEqual([]);
  });
});
