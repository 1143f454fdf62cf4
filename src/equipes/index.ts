import { lazyPage } from '../routing/lazyPage';

/**
 * The equipes override (src/schema/overrides.ts): the generic list, create and edit from
 * schemas/equipe.schema.json stay; the edit and show pages add the team's people (supervisor and members, docs/produto.md §3),
 * which no schema field holds: members belong to a team through their profile (POST /perfis/{id}/alterar-equipe).
 * Loaded with the page, not with the company's app.
 */
export const editSection = lazyPage(() => import('./EquipeMembros'), 'EquipeMembros');
export const showSection = editSection;

export type { Candidato, EquipeDetalhe, MembroEquipe, SupervisorEquipe } from './api';
