import { describe, expect, it } from 'vitest';
import { registerTexts } from '../../core/schema/labels';
import { normalizeRegister } from '../../core/schema/model';
import origemSchema from '../../schemas/origem.schema.json';
import produtoSchema from '../../schemas/produto.schema.json';
import { createI18nProvider } from '../i18n/i18nProvider';
import { registerMessages, withRegisterMessages } from './messages';

const produto = normalizeRegister(produtoSchema);
const origem = normalizeRegister(origemSchema);

describe('registerMessages', () => {
  it('names the resource (singular |||| plural) and its fields from the schema', () => {
    const { resources } = registerMessages([produto]);
    expect(resources.produtos).toMatchObject({
      name: 'Produto |||| Produtos',
      fields: { preco: 'Preço', comissaoPercentual: 'Comissão (%)', createdAt: 'Criado em', produtoId: 'ID' },
      notifications: { created: 'Produto criado', updated: 'Produto atualizado' },
    });
  });
});

describe('withRegisterMessages', () => {
  const i18n = withRegisterMessages(createI18nProvider('pt-br'), [produto, origem]);

  it("gives react-admin's own sentences the register's words", () => {
    const name = i18n.translate('resources.produtos.name', { smart_count: 1 });
    expect(name).toBe('Produto');
    expect(i18n.translate('resources.produtos.name', { smart_count: 2 })).toBe('Produtos');
    expect(i18n.translate('ra.page.create', { name })).toBe('Criar Produto');
    expect(i18n.translate('resources.produtos.fields.preco')).toBe('Preço');
    expect(i18n.translate('resources.origens.notifications.deleted', { smart_count: 3 })).toBe(
      '3 origens excluídas',
    );
  });

  it("leaves every other key to the app's provider", () => {
    expect(i18n.translate('ra.action.save')).toBe('Salvar');
    expect(i18n.translate('app.confirm.title')).toBe('Confirmação');
    expect(i18n.getLocale()).toBe('pt-br');
  });
});

describe('registerTexts', () => {
  it('agrees in gender', () => {
    expect(registerTexts(produto)).toMatchObject({
      create: 'Novo produto',
      empty: 'Nenhum produto cadastrado ainda',
    });
    expect(registerTexts(origem)).toMatchObject({
      create: 'Nova origem',
      empty: 'Nenhuma origem cadastrada ainda',
    });
    expect(registerTexts({ label: { singular: 'CNPJ', plural: 'CNPJs', gender: 'm' } }).create).toBe(
      'Novo CNPJ',
    );
  });
});
