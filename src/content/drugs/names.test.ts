import { describe, it, expect } from 'vitest';
import { parseDrugName } from './forms';
import { drugCategoryRows } from './data';
import {
  buildDrugCategories,
  drugCategories,
  findMissingNames,
  validateDrugCategories,
  withEnglishNames,
} from './index';
import { BRAND_NAMES, INGREDIENT_NAMES, UNNAMED_INGREDIENTS } from './ingredients';
import { MANUFACTURER_NAMES, manufacturerKey } from './manufacturers';

describe('parseDrugName: dosage form from the Chinese suffix', () => {
  it.each([
    ['阿奇霉素干混悬剂（希舒美）', '阿奇霉素', '干混悬剂', 'powder for oral suspension', '希舒美'],
    ['阿莫西林克拉维酸钾片', '阿莫西林克拉维酸钾', '片', 'tablets', ''],
    ['头孢克洛缓释片(II)', '头孢克洛', '缓释片', 'extended-release tablets', 'II'],
    ['头孢克肟分散片', '头孢克肟', '分散片', 'dispersible tablets', ''],
    ['硝酸咪康唑阴道软胶囊', '硝酸咪康唑', '阴道软胶囊', 'vaginal soft capsules', ''],
    ['盐酸度洛西汀肠溶胶囊', '盐酸度洛西汀', '肠溶胶囊', 'gastro-resistant capsules', ''],
    ['丙酸氟替卡松吸入气雾剂', '丙酸氟替卡松', '吸入气雾剂', 'inhalation aerosol', ''],
    ['吸入用布地奈德混悬液', '布地奈德', '混悬液', 'nebuliser suspension', ''],
    ['吸入用硫酸沙丁胺醇溶液', '硫酸沙丁胺醇', '溶液', 'nebuliser solution', ''],
    ['硫酸特布他林雾化溶液', '硫酸特布他林', '雾化溶液', 'nebuliser solution', ''],
    ['沙 美特罗替卡松粉吸入剂', '沙美特罗替卡松', '粉吸入剂', 'inhalation powder', ''],
    ['生物合成人胰岛素注射液', '生物合成人胰岛素', '注射液', 'injection', ''],
    ['精蛋白锌重组人胰岛素混合注射', '精蛋白锌重组人胰岛素混合', '注射', 'injection', ''],
    ['硝呋太尔-制霉菌素阴道栓', '硝呋太尔-制霉菌素', '阴道栓', 'pessaries', ''],
    ['银杏叶片', '银杏叶', '片', 'tablets', ''],
  ])('%s', (name, ingredient, formZh, formEn, note) => {
    expect(parseDrugName(name)).toEqual({ ingredient, formZh, formEn, note });
  });

  it('keeps a name with no known form whole', () => {
    expect(parseDrugName('雌二醇片/雌二醇地屈孕酮片复')).toEqual({
      ingredient: '雌二醇片/雌二醇地屈孕酮片复',
      formZh: '',
      formEn: '',
      note: '',
    });
    // A suffix alone is not a name with a form.
    expect(parseDrugName('片').ingredient).toBe('片');
  });
});

describe('English names of every drug and manufacturer', () => {
  const rows = validateDrugCategories(drugCategoryRows);

  it('has an INN for every drug but the listed exceptions, and an English name for every manufacturer', () => {
    expect(findMissingNames(rows)).toEqual({ inn: [], manufacturers: [] });
    const withoutInn = drugCategories.flatMap((c) => c.drugs.filter((d) => !d.inn).map((d) => d.name));
    expect(withoutInn).toEqual(['氯氧喹胶囊']);
    expect(UNNAMED_INGREDIENTS).toEqual(['氯氧喹']);
  });

  it('has no table entry that no drug uses', () => {
    const makers = new Set(rows.flatMap((c) => c.drugs.map((d) => manufacturerKey(d.manufacturer))));
    const ingredients = new Set(rows.flatMap((c) => c.drugs.map((d) => parseDrugName(d.name).ingredient)));
    const notes = new Set(rows.flatMap((c) => c.drugs.map((d) => parseDrugName(d.name).note)));
    expect(Object.keys(MANUFACTURER_NAMES).filter((k) => !makers.has(k))).toEqual([]);
    expect(Object.keys(INGREDIENT_NAMES).filter((k) => !ingredients.has(k))).toEqual([]);
    expect(Object.keys(BRAND_NAMES).filter((k) => !notes.has(k))).toEqual([]);
  });

  it('reports, and refuses to build, a drug or manufacturer without an English name', () => {
    const category = {
      id: 'x',
      name: { zh: '类', en: 'C', ja: 'C', ko: 'C' },
      drugs: [
        { name: '不存在的药片', manufacturer: '辉瑞制药有限公司' },
        { name: '阿奇霉素片', manufacturer: '无名药厂' },
        { name: '氯氧喹胶囊', manufacturer: '通化茂祥制药有限公司' },
      ],
    };
    expect(findMissingNames(validateDrugCategories([category]))).toEqual({
      inn: ['不存在的药片'],
      manufacturers: ['无名药厂'],
    });
    expect(() => buildDrugCategories([category])).toThrow(
      'Drug list: English names missing — ingredients of: 不存在的药片; manufacturers: 无名药厂',
    );
  });

  it('adds the INN, form, brand and English manufacturer to each drug', () => {
    expect(drugCategories[0]!.drugs.slice(0, 4)).toEqual([
      {
        name: '阿奇霉素干混悬剂（希舒美）',
        manufacturer: '辉瑞制药有限公司',
        inn: 'azithromycin',
        form: 'powder for oral suspension',
        brand: 'Zithromax',
        manufacturerEn: 'Pfizer (China)',
      },
      {
        name: '阿奇霉素片（希舒美）',
        manufacturer: '晖致制药（原辉瑞）',
        inn: 'azithromycin',
        form: 'tablets',
        brand: 'Zithromax',
        manufacturerEn: 'Viatris (formerly Pfizer)',
      },
      {
        name: '阿莫西林克拉维酸钾干混悬剂',
        manufacturer: '英国葛兰素史克有限公司',
        inn: 'amoxicillin and clavulanate potassium',
        form: 'powder for oral suspension',
        brand: '',
        manufacturerEn: 'GlaxoSmithKline (UK)',
      },
      {
        name: '阿莫西林克拉维酸钾片',
        manufacturer: '英国葛兰素史克有限公司',
        inn: 'amoxicillin and clavulanate potassium',
        form: 'tablets',
        brand: '',
        manufacturerEn: 'GlaxoSmithKline (UK)',
      },
    ]);
  });

  it('corrects the typos of the published manufacturer names', () => {
    const en = (published: string) => withEnglishNames({ name: '阿奇霉素片', manufacturer: published }).manufacturerEn;
    expect(en('英国Glaxo Operations UK Limitea')).toBe('GlaxoSmithKline (Glaxo Operations UK Limited)');
    expect(en('比利时Pfizer Manufacturing Beglium NV')).toBe('Pfizer (Pfizer Manufacturing Belgium NV)');
    expect(en('浙江大家制药有限公司')).toBe('Otsuka (Zhejiang Otsuka)');
    expect(en('施 维雅(天津)制药有限公司')).toBe('Servier (Tianjin)');
    expect(en('瑞士Hoffmann. La.Rocho.ltd')).toBe('Roche (F. Hoffmann-La Roche, Switzerland)');
  });
});
