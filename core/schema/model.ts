/**
 * The register model: what one schema of schemas/ means, worked out once and shared by the server (routes,
 * validation, OpenAPI), the client (screens) and the generator (types, tables, migrations).
 *
 * Pure TypeScript on purpose: Vite bundles it for the browser and tsx loads it in Node, so it touches neither
 * fs nor the DOM. The extension keywords are described in schemas/README.md; schemas/meta.schema.json checks
 * their shapes, and normalizeRegister checks what a JSON Schema cannot say (that a name is a property, that a
 * filter fits the type …), failing with every problem of the schema at once.
 *
 * This module is the entry point; the engine sits beside it, in pieces:
 * - vocabulary.ts: the words a schema may use (keywords, formats, widgets, menu groups), with their meaning;
 * - keywords/index.ts: which module reads each keyword, in the order they run (one module per keyword family);
 * - field.ts and register.ts: a property and a register read through those tables;
 * - apiSchemas.ts: the record and body schemas a register answers and takes;
 * - types.ts: the model's shapes (FieldModel, RegisterModel); names.ts and nested.ts: shared helpers.
 */

export { stripExtensions } from './apiSchemas';
export { SEARCH_KINDS, STANDARD_FIELDS } from './keywords/shared';
export { representationFieldsOf, representRecord, toCamelCase, toSnakeCase } from './names';
export { nestedReferenceMatch } from './nested';
export { isRegisterSchema, normalizeRegister, normalizeRegisters } from './register';
export * from './types';
export * from './vocabulary';
