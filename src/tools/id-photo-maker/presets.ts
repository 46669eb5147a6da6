/**
 * Every ID photo preset and the rule it follows, with where the rule comes from. Lengths in millimetres (the US
 * rule is in inches and converted exactly, 25.4 mm an inch). "head" is crown to chin; "top" is the space from
 * the photo's top edge to the crown; "eyes" is the eye line's height above the bottom edge; "chinMin" is the
 * least space below the chin. A range the authority does not give is absent; the framing then keeps to the
 * others (logic.ts, frameHead).
 *
 * The Chinese print sizes (一寸, 二寸 …) are sizes every exam and job portal asks for by name, but no authority
 * gives them a head rule: they are framed with the proportions of the Chinese exit-entry rule (head 28–33 mm of
 * 48 mm: 58–69 % of the height, crown 3–5 mm: 6–10 %), scaled to their height, and `source` says so.
 */

export interface Rule {
  /** Width × height, mm. */
  size: readonly [number, number];
  /** The size is given in inches (converted to mm here); the pixels are then whole inches × 300. */
  inches?: readonly [number, number];
  head: readonly [number, number];
  top?: readonly [number, number];
  eyes?: readonly [number, number];
  chinMin?: number;
  /** The background the authority asks for (the default one when this preset is picked). */
  background: 'white' | 'grey' | 'blue';
  /** Whether an authority states the head rule (false: a print size framed by the convention above). */
  authority: boolean;
  source: string;
}

const IN = 25.4;

/** Fraction-of-height rule of the Chinese exit-entry photo, used for the print sizes that have no head rule. */
function chineseConvention(size: readonly [number, number], background: Rule['background'] = 'white'): Rule {
  const h = size[1];
  return {
    size,
    head: [(28 / 48) * h, (33 / 48) * h],
    top: [(3 / 48) * h, (5 / 48) * h],
    background,
    authority: false,
    source:
      'Common Chinese print size; no authority head rule: framed with the 出入境 proportions (head 58–69 %, crown 6–10 %)',
  };
}

export const RULES = {
  'china-passport': {
    size: [33, 48],
    head: [28, 33],
    top: [3, 5],
    chinMin: 7,
    background: 'white',
    authority: true,
    source:
      '国家移民管理局《出入境证件相片照相指引》(passport, 港澳/台湾通行证): 33×48 mm, head 28–33 mm tall and 15–22 mm wide, crown 3–5 mm from the top, ≥ 7 mm below the chin, white background — https://www.nia.gov.cn/',
  },
  'china-visa': {
    size: [33, 48],
    head: [28, 33],
    top: [3, 5],
    chinMin: 7,
    background: 'white',
    authority: true,
    source:
      'Chinese Visa Application Service Center, photo requirements: 33×48 mm, head 28–33 mm, width 15–22 mm, crown 3–5 mm from the top, ≥ 7 mm below the chin, white background — https://www.visaforchina.cn/',
  },
  passport: {
    size: [35, 45],
    head: [32, 36],
    background: 'white',
    authority: true,
    source:
      'ICAO Doc 9303 part 3 / ISO/IEC 19794-5 (chin to crown 70–80 % of the height); Schengen visa and EU passports (e.g. the German Fotomustertafel): 35×45 mm, head 32–36 mm, plain light background — https://www.icao.int/publications/pages/publication.aspx?docnum=9303',
  },
  uk: {
    size: [35, 45],
    head: [29, 34],
    background: 'grey',
    authority: true,
    source:
      'GOV.UK, "Photos for passports": 45 mm high by 35 mm wide, crown to chin 29–34 mm, plain cream or light grey background — https://www.gov.uk/photos-for-passports',
  },
  us: {
    size: [2 * IN, 2 * IN],
    inches: [2, 2],
    head: [1 * IN, 1.375 * IN],
    eyes: [1.125 * IN, 1.375 * IN],
    background: 'white',
    authority: true,
    source:
      'U.S. Department of State, passport and visa photo requirements: 2×2 in, head 1–1⅜ in (25–35 mm) chin to top of the head, eyes 1⅛–1⅜ in (28–35 mm) above the bottom, white or off-white background — https://travel.state.gov/content/travel/en/passports/how-apply/photos.html',
  },
  japan: {
    size: [35, 45],
    head: [32, 36],
    top: [2, 6],
    background: 'white',
    authority: true,
    source:
      '外務省「パスポート申請用写真の規格」: 縦45×横35 mm, 顔の縦の長さ（頭頂から顎まで）34 ± 2 mm, 頭上の余白 4 ± 2 mm, 無地の背景 — https://www.mofa.go.jp/mofaj/toko/passport/ic_photo.html',
  },
  korea: {
    size: [35, 45],
    head: [32, 36],
    background: 'white',
    authority: true,
    source:
      '외교부 여권안내「여권 사진 규정」: 가로 3.5 × 세로 4.5 cm, 머리 길이(정수리부터 턱까지) 3.2–3.6 cm, 흰색 배경 — https://www.passport.go.kr/',
  },
  'one-inch': chineseConvention([25, 35], 'blue'),
  'small-one-inch': chineseConvention([22, 32], 'blue'),
  'large-one-inch': chineseConvention([33, 48], 'blue'),
  'two-inch': chineseConvention([35, 49], 'blue'),
  'small-two-inch': chineseConvention([35, 45], 'blue'),
} as const satisfies Record<string, Rule>;

export type StandardId = keyof typeof RULES;
