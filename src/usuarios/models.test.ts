import { describe, expect, it } from 'vitest';
import { PESSOAS_MODELS } from './models';

// The people's screens are drawn from their schemas: a field without a title would reach the column chooser and
// the show page under its raw property name ("papelSistema").
describe('the people registers', () => {
  it.each(PESSOAS_MODELS.map((m) => [m.resource, m] as const))(
    '%s: every field a user sees has a title',
    (_r, model) => {
      const key = model.primaryKey;
      const untitled = model.fields
        .filter(
          (f) => f.name !== key && f.name !== 'createdAt' && f.name !== 'updatedAt' && f.name !== 'empresaId',
        )
        .filter((f) => f.title === f.name)
        .map((f) => f.name);
      expect(untitled).toEqual([]);
    },
  );
});
