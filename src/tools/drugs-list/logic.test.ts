import { describe, it, expect } from 'vitest';
import { drugSearchText, summarize } from './logic';
import { applyFilter } from '../../components/info/logic';
import { drugCategories, validateDrugCategories } from '../../content/drugs/index';

const items = drugCategories.flatMap((c) => c.drugs.map((d) => ({ search: drugSearchText(d), category: c.id })));

describe('drug data (validated at import)', () => {
  it('has 16 categories with translated names and 364 drugs', () => {
    expect(summarize(drugCategories)).toEqual({ categories: 16, drugs: 364, manufacturers: 216 });
    expect(drugCategories.map((c) => c.id)).toEqual([
      'antibiotics',
      'antivirals',
      'antifungals',
      'antidiabetics',
      'cardiovascular',
      'neuro-psychiatric',
      'digestive',
      'respiratory',
      'antiallergics',
      'ophthalmic',
      'hormones',
      'urological',
      'immune',
      'oncology',
      'other',
      'insulins',
    ]);
    expect(drugCategories[0]!.name).toEqual({ zh: '抗生素', en: 'Antibiotics', ja: '抗生物質', ko: '항생제' });
  });

  it('keeps names as published', () => {
    expect(drugCategories[0]!.drugs[0]).toEqual({
      name: '阿奇霉素干混悬剂（希舒美）',
      manufacturer: '辉瑞制药有限公司',
    });
  });

  it('throws on a broken category', () => {
    const drug = { name: '头孢丙烯片', manufacturer: '中美上海施贵宝制药有限公司' };
    const base = { id: 'x', name: { zh: '类', en: 'C', ja: 'C', ko: 'C' }, drugs: [drug] };
    expect(validateDrugCategories([base])).toHaveLength(1);
    expect(() => validateDrugCategories([{ ...base, drugs: [drug, drug] }])).toThrow(
      'Drug list: row 0 (id "x") is invalid: drugs: a drug is listed twice with the same manufacturer',
    );
    expect(() => validateDrugCategories([{ ...base, drugs: [] }])).toThrow(/drugs/);
    expect(() => validateDrugCategories([{ ...base, drugs: [{ ...drug, manufacturer: '' }] }])).toThrow(
      /drugs\.0\.manufacturer/,
    );
    expect(() => validateDrugCategories([{ ...base, name: { ...base.name, ja: '' } }])).toThrow(/name\.ja/);
    expect(() => validateDrugCategories([base, base])).toThrow('repeats the id of row 0');
  });
});

describe('search and category filter', () => {
  it('finds drugs by manufacturer, in Chinese or Latin letters', () => {
    expect(applyFilter(items, '辉瑞', 'all').shown).toBe(15);
    expect(applyFilter(items, 'PFIZER', 'all').shown).toBe(11);
    expect(applyFilter(items, '默沙东', 'all').counts).toEqual({
      antidiabetics: 1,
      cardiovascular: 3,
      'neuro-psychiatric': 1,
      antiallergics: 3,
      other: 2,
    });
  });

  it('finds drugs by name and narrows by category', () => {
    expect(applyFilter(items, '阿莫西林', 'all').shown).toBe(3);
    expect(applyFilter(items, '阿莫西林', 'antibiotics').shown).toBe(3);
    expect(applyFilter(items, '阿莫西林', 'insulins').shown).toBe(0);
    expect(applyFilter(items, '', 'insulins').shown).toBe(8);
  });

  it('folds brackets and full-width characters in the search text', () => {
    expect(drugSearchText({ name: '阿奇霉素片（希舒美）', manufacturer: '晖致制药（原辉瑞）' })).toBe(
      '阿奇霉素片 希舒美 晖致制药 原辉瑞',
    );
  });
});
