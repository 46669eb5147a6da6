import { describe, it, expect } from 'vitest';
import { drugSearchText, englishDrugName, summarize } from './logic';
import { applyFilter } from '../../components/info/logic';
import { drugCategories, validateDrugCategories } from '../../content/drugs/index';

const drugs = drugCategories.flatMap((c) => c.drugs);
const items = drugCategories.flatMap((c) => c.drugs.map((d) => ({ search: drugSearchText(d), category: c.id })));
/** The drugs a query finds, as 'published name | English manufacturer'. */
const found = (query: string): string[] => {
  const { visible } = applyFilter(items, query, 'all');
  return drugs.filter((_, i) => visible[i]).map((d) => `${d.name} | ${d.manufacturerEn}`);
};

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
    expect(drugCategories[0]!.drugs[0]).toMatchObject({
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
  it('finds drugs by manufacturer, in Chinese or English, in any case', () => {
    expect(applyFilter(items, '辉瑞', 'all').shown).toBe(15);
    expect(applyFilter(items, '默沙东', 'all').counts).toEqual({
      antidiabetics: 1,
      cardiovascular: 3,
      'neuro-psychiatric': 1,
      antiallergics: 3,
      other: 2,
    });
    // Every Pfizer company: the 15 published as 辉瑞 plus Pfizer's plants named only in Latin letters.
    const pfizer = found('pfizer');
    expect(pfizer).toHaveLength(22);
    expect(found('PFIZER')).toEqual(pfizer);
    expect(pfizer).toEqual(
      expect.arrayContaining([
        '阿奇霉素片（希舒美） | Viatris (formerly Pfizer)',
        '酒石酸伐尼克兰片 | Pfizer (Heinrich Mack Nachf., Germany)',
        '甲泼尼龙片 | Pfizer (Pharmacia Italia, Italy)',
        '阿托伐他汀钙片 | Pfizer (Ireland)',
      ]),
    );
    expect(pfizer.every((row) => row.includes('Pfizer'))).toBe(true);
  });

  it('finds drugs by their English generic name, whole or in part', () => {
    const amoxicillin = [
      '阿莫西林克拉维酸钾干混悬剂 | GlaxoSmithKline (UK)',
      '阿莫西林克拉维酸钾片 | GlaxoSmithKline (UK)',
      '阿莫西林舒巴坦片 | Laboratorios Bagó (Argentina)',
    ];
    expect(found('amoxicillin')).toEqual(amoxicillin);
    expect(found('Amoxi')).toEqual(amoxicillin);
    expect(found('阿莫西林')).toEqual(amoxicillin);
    expect(found('amoxicillin clavulanate')).toEqual(amoxicillin.slice(0, 2));
    expect(found('clavulanate tablets')).toEqual(['阿莫西林克拉维酸钾片 | GlaxoSmithKline (UK)']);
    expect(found('sertraline')).toEqual(['盐酸舍曲林片 | Pfizer (China)']);
  });

  it('finds drugs by international brand name', () => {
    expect(found('zithromax')).toEqual([
      '阿奇霉素干混悬剂（希舒美） | Pfizer (China)',
      '阿奇霉素片（希舒美） | Viatris (formerly Pfizer)',
    ]);
  });

  it('ignores spaces, hyphens and accents', () => {
    const lilly = found('Eli Lilly');
    expect(lilly).toHaveLength(13);
    expect(found('elililly')).toEqual(lilly);
    expect(found('berlin-chemie')).toEqual(['奥替溴铵片 | Berlin-Chemie (Germany)']);
    expect(found('berlinchemie')).toEqual(['奥替溴铵片 | Berlin-Chemie (Germany)']);
    expect(found('bago')).toEqual(['阿莫西林舒巴坦片 | Laboratorios Bagó (Argentina)']);
    expect(found('isophane insulin')).toEqual([
      '精蛋白锌重组人胰岛素混合注射 | Eli Lilly (Egypt)',
      '精蛋白锌重组人胰岛素混合注射 | Eli Lilly (France; packed by Lilly Suzhou)',
      '精蛋白锌重组人胰岛素注射液 | Eli Lilly (Egypt)',
      '精蛋白锌重组人胰岛素注射液 | Eli Lilly (France; packed by Lilly Suzhou)',
    ]);
  });

  it('finds drugs by name and narrows by category', () => {
    expect(applyFilter(items, '阿莫西林', 'all').shown).toBe(3);
    expect(applyFilter(items, '阿莫西林', 'antibiotics').shown).toBe(3);
    expect(applyFilter(items, 'amoxicillin', 'insulins').shown).toBe(0);
    expect(applyFilter(items, '', 'insulins').shown).toBe(8);
    expect(applyFilter(items, 'no such drug', 'all').shown).toBe(0);
  });

  it('builds the search text from both languages, folded', () => {
    expect(
      drugSearchText({
        name: '阿奇霉素片（希舒美）',
        manufacturer: '晖致制药（原辉瑞）',
        inn: 'azithromycin',
        form: 'tablets',
        brand: 'Zithromax',
        manufacturerEn: 'Viatris (formerly Pfizer)',
      }),
    ).toBe(
      '阿奇霉素片 希舒美 晖致制药 原辉瑞 azithromycin tablets zithromax viatris formerly pfizer viatrisformerlypfizer',
    );
    expect(
      drugSearchText({
        name: '阿莫西林舒巴坦片',
        manufacturer: 'x',
        inn: 'amoxicillin and sulbactam',
        form: '',
        brand: '',
        manufacturerEn: 'Laboratorios Bagó (Argentina)',
      }),
    ).toBe(
      '阿莫西林舒巴坦片 x amoxicillin and sulbactam laboratorios bagó argentina amoxicillinandsulbactam laboratoriosbagoargentina',
    );
  });
});

describe('englishDrugName', () => {
  it('joins INN, form and brand, capitalised', () => {
    expect(englishDrugName({ inn: 'azithromycin', form: 'tablets', brand: 'Zithromax' })).toBe(
      'Azithromycin tablets (Zithromax)',
    );
    expect(
      englishDrugName({ inn: 'amoxicillin and clavulanate potassium', form: 'powder for oral suspension', brand: '' }),
    ).toBe('Amoxicillin and clavulanate potassium powder for oral suspension');
    expect(englishDrugName({ inn: 'estradiol', form: '', brand: '' })).toBe('Estradiol');
  });

  it('is empty when the INN is unknown, so the page shows the Chinese name', () => {
    expect(englishDrugName({ inn: '', form: 'capsules', brand: '' })).toBe('');
  });
});
