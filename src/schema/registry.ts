import {
  isRegisterSchema,
  type JsonSchemaObject,
  normalizeRegisters,
  type RegisterModel,
} from '../../core/schema/model';

// Every schema of schemas/, bundled with the client: the screens are built from them at run time, so adding a
// register needs no screen code. Files without x-resource (hand-made API shapes, the meta-schema) are skipped.
const files = import.meta.glob<JsonSchemaObject>('../../schemas/*.schema.json', {
  eager: true,
  import: 'default',
});

/** Every register, checked together (a broken schema fails here, loudly, rather than as a half-drawn screen). */
export const REGISTERS: readonly RegisterModel[] = normalizeRegisters(
  Object.values(files).filter(isRegisterSchema),
);

/** The registers of one company (`x-scope: "empresa"`), shown under /e/{empresaId}. */
export const COMPANY_REGISTERS = REGISTERS.filter((m) => m.scope === 'empresa');

/** The platform registers (`x-scope: "admin"`), shown under /admin. */
export const ADMIN_REGISTERS = REGISTERS.filter((m) => m.scope === 'admin');

const byResource = new Map(REGISTERS.map((m) => [m.resource, m]));

/** The register behind a react-admin resource name, if it has a schema. */
export function registerOf(resource: string): RegisterModel | undefined {
  return byResource.get(resource);
}
