/**
 * Splits a published Chinese drug name into its active-ingredient part, its dosage form and the bracketed
 * note (a brand name such as （希舒美）, or a version marker such as (II)), and names the form in English.
 * Pure; used at build time by ./index.ts.
 */

/**
 * Chinese dosage-form suffixes and their English names (EDQM standard terms where one fits). Longer suffixes
 * are tried first, so 缓释片 wins over 片.
 */
export const DOSAGE_FORMS: Readonly<Record<string, string>> = {
  片: 'tablets',
  缓释片: 'extended-release tablets',
  控释片: 'controlled-release tablets',
  分散片: 'dispersible tablets',
  肠溶片: 'gastro-resistant tablets',
  咀嚼片: 'chewable tablets',
  口崩片: 'orodispersible tablets',
  阴道片: 'vaginal tablets',
  胶囊: 'capsules',
  软胶囊: 'soft capsules',
  缓释胶囊: 'extended-release capsules',
  肠溶胶囊: 'gastro-resistant capsules',
  阴道胶囊: 'vaginal capsules',
  阴道软胶囊: 'vaginal soft capsules',
  颗粒: 'granules',
  散: 'powder',
  干混悬剂: 'powder for oral suspension',
  混悬液: 'suspension',
  口服混悬液: 'oral suspension',
  口服液: 'oral solution',
  口服溶液: 'oral solution',
  溶液: 'solution',
  雾化溶液: 'nebuliser solution',
  糖浆: 'syrup',
  滴剂: 'oral drops',
  滴眼液: 'eye drops',
  眼膏: 'eye ointment',
  乳膏: 'cream',
  软膏: 'ointment',
  凝胶: 'gel',
  乳胶剂: 'emulgel',
  洗剂: 'lotion',
  搽剂: 'cutaneous solution',
  栓: 'suppositories',
  阴道栓: 'pessaries',
  喷雾剂: 'spray',
  鼻喷剂: 'nasal spray',
  鼻喷雾剂: 'nasal spray',
  气雾剂: 'inhalation aerosol',
  鼻气雾剂: 'nasal aerosol',
  吸入气雾剂: 'inhalation aerosol',
  粉吸入剂: 'inhalation powder',
  注射液: 'injection',
  /** The source cuts 注射液 short in 混合注射(液). */
  注射: 'injection',
};

/** A prefix that changes the form: 吸入用…溶液 is a solution for inhalation. */
const INHALATION_PREFIX = '吸入用';

const SUFFIXES = Object.keys(DOSAGE_FORMS).sort((a, b) => b.length - a.length);

export interface ParsedDrugName {
  /** The name without spaces, dosage form and bracketed note: the key of the ingredient table. */
  ingredient: string;
  /** The Chinese dosage form as found ('' when none is recognised). */
  formZh: string;
  /** The dosage form in English ('' when none is recognised). */
  formEn: string;
  /** The text of a trailing bracket, e.g. 希舒美 or II ('' when there is none). */
  note: string;
}

/** Parses a published name, e.g. '阿奇霉素干混悬剂（希舒美）' → 阿奇霉素 / 干混悬剂 / powder for oral suspension / 希舒美. */
export function parseDrugName(published: string): ParsedDrugName {
  let rest = published.normalize('NFKC').replace(/\s+/g, '');
  let note = '';
  const bracket = /\(([^()]*)\)$/.exec(rest);
  if (bracket) {
    note = bracket[1]!;
    rest = rest.slice(0, bracket.index);
  }
  const inhalation = rest.startsWith(INHALATION_PREFIX);
  if (inhalation) rest = rest.slice(INHALATION_PREFIX.length);
  const suffix = SUFFIXES.find((s) => rest.endsWith(s) && rest.length > s.length);
  if (!suffix) return { ingredient: rest, formZh: '', formEn: '', note };
  const formEn = DOSAGE_FORMS[suffix]!;
  return {
    ingredient: rest.slice(0, rest.length - suffix.length),
    formZh: suffix,
    formEn: inhalation ? `nebuliser ${formEn}` : formEn,
    note,
  };
}
