/**
 * Common choices offered in the builder's select lists. `value` is the English text that goes into the
 * prompt; the label shown in the UI is the translation at `veo3-prompts.options.<list>.<id>`.
 * Values are written to read well in the sentence the prose uses for that field (see logic.ts):
 * shot/movement/lens are countable noun phrases ("a wide shot with a slow push-in, filmed on a 35mm lens"),
 * time follows "It is …", weather "the weather is …", lighting "The lighting is …", style "The visual style
 * is …", music "The music is …".
 */
export interface Preset {
  id: string;
  value: string;
}

export const PRESET_LISTS = ['time', 'weather', 'shot', 'movement', 'lens', 'lighting', 'style', 'music'] as const;
export type PresetList = (typeof PRESET_LISTS)[number];

export const PRESETS: Record<PresetList, readonly Preset[]> = {
  time: [
    { id: 'dawn', value: 'dawn' },
    { id: 'earlyMorning', value: 'early morning' },
    { id: 'midday', value: 'midday' },
    { id: 'lateAfternoon', value: 'late afternoon' },
    { id: 'goldenHour', value: 'golden hour' },
    { id: 'sunset', value: 'sunset' },
    { id: 'dusk', value: 'dusk' },
    { id: 'blueHour', value: 'blue hour' },
    { id: 'night', value: 'night' },
    { id: 'midnight', value: 'midnight' },
  ],
  weather: [
    { id: 'clear', value: 'clear' },
    { id: 'overcast', value: 'overcast' },
    { id: 'drizzle', value: 'misty with a light drizzle' },
    { id: 'rainy', value: 'rainy' },
    { id: 'stormy', value: 'stormy, with thunder and lightning' },
    { id: 'snowy', value: 'snowy' },
    { id: 'foggy', value: 'foggy' },
    { id: 'windy', value: 'windy' },
    { id: 'hazy', value: 'hot and hazy' },
  ],
  shot: [
    { id: 'extremeWide', value: 'extreme wide shot' },
    { id: 'wide', value: 'wide shot' },
    { id: 'full', value: 'full shot' },
    { id: 'medium', value: 'medium shot' },
    { id: 'mediumCloseUp', value: 'medium close-up' },
    { id: 'closeUp', value: 'close-up' },
    { id: 'extremeCloseUp', value: 'extreme close-up' },
    { id: 'twoShot', value: 'two-shot' },
    { id: 'overShoulder', value: 'over-the-shoulder shot' },
    { id: 'pov', value: 'point-of-view shot' },
    { id: 'lowAngle', value: 'low-angle shot' },
    { id: 'highAngle', value: 'high-angle shot' },
    { id: 'topDown', value: "top-down bird's-eye shot" },
    { id: 'aerial', value: 'aerial drone shot' },
    { id: 'dutch', value: 'Dutch-angle shot' },
  ],
  movement: [
    { id: 'static', value: 'locked-off static camera' },
    { id: 'pushIn', value: 'slow push-in' },
    { id: 'pullBack', value: 'slow pull-back' },
    { id: 'panLeft', value: 'slow pan to the left' },
    { id: 'panRight', value: 'slow pan to the right' },
    { id: 'tiltUp', value: 'slow upward tilt' },
    { id: 'tiltDown', value: 'slow downward tilt' },
    { id: 'tracking', value: 'smooth lateral tracking move' },
    { id: 'dollyZoom', value: 'dolly zoom' },
    { id: 'crane', value: 'rising crane move' },
    { id: 'orbit', value: 'slow orbit around the subject' },
    { id: 'handheld', value: 'loose handheld camera' },
    { id: 'gimbal', value: 'steady gimbal follow' },
    { id: 'whipPan', value: 'whip pan' },
    { id: 'zoom', value: 'slow optical zoom' },
    { id: 'fpv', value: 'fast FPV drone flight' },
  ],
  lens: [
    { id: 'ultraWide', value: '14mm ultra-wide lens' },
    { id: 'wide24', value: '24mm wide-angle lens' },
    { id: 'l35', value: '35mm lens' },
    { id: 'l50', value: '50mm lens' },
    { id: 'portrait85', value: '85mm portrait lens' },
    { id: 'tele135', value: '135mm telephoto lens' },
    { id: 'macro', value: 'macro lens' },
    { id: 'anamorphic', value: 'anamorphic lens' },
    { id: 'fisheye', value: 'fisheye lens' },
    { id: 'tiltShift', value: 'tilt-shift lens' },
    { id: 'shallow', value: 'fast prime lens with shallow depth of field' },
    { id: 'deepFocus', value: 'wide-angle lens with deep focus' },
  ],
  lighting: [
    { id: 'daylight', value: 'soft natural daylight' },
    { id: 'goldenSun', value: 'warm golden-hour sunlight' },
    { id: 'diffused', value: 'soft and diffused' },
    { id: 'hardSun', value: 'hard, direct sunlight with crisp shadows' },
    { id: 'highKey', value: 'bright and high-key' },
    { id: 'lowKey', value: 'moody and low-key' },
    { id: 'chiaroscuro', value: 'dramatic chiaroscuro with deep shadows' },
    { id: 'neon', value: 'a saturated neon glow' },
    { id: 'candle', value: 'flickering candlelight' },
    { id: 'moonlight', value: 'cool blue moonlight' },
    { id: 'silhouette', value: 'a strong backlight that turns the subject into a silhouette' },
    { id: 'rim', value: 'a rim light separating the subject from the background' },
    { id: 'volumetric', value: 'volumetric light rays through haze' },
    { id: 'practical', value: 'warm practical lamps within the scene' },
    { id: 'studio', value: 'clean studio softbox lighting' },
  ],
  style: [
    { id: 'cinematic', value: 'cinematic, like a big-budget feature film' },
    { id: 'photoreal', value: 'photorealistic' },
    { id: 'film35', value: '35mm film, with natural grain and soft halation' },
    { id: 'documentary', value: 'observational, like a documentary' },
    { id: 'noir', value: 'black-and-white film noir' },
    { id: 'vintage', value: '1970s vintage film with faded colors' },
    { id: 'anime', value: 'hand-drawn anime' },
    { id: 'animated3d', value: 'stylized 3D animation, like a modern animated feature' },
    { id: 'claymation', value: 'stop-motion claymation' },
    { id: 'watercolor', value: 'soft watercolor animation' },
    { id: 'cyberpunk', value: 'neon-soaked cyberpunk' },
    { id: 'fantasy', value: 'lush high fantasy' },
    { id: 'commercial', value: 'clean and minimal, like a premium commercial' },
    { id: 'vaporwave', value: 'retro vaporwave' },
    { id: 'musicVideo', value: 'glossy, like a music video' },
    { id: 'vlog', value: 'casual, like a smartphone vlog' },
  ],
  music: [
    { id: 'none', value: 'no music' },
    { id: 'piano', value: 'a gentle solo piano melody' },
    { id: 'orchestral', value: 'a sweeping orchestral score' },
    { id: 'lofi', value: 'a relaxed lo-fi hip-hop beat' },
    { id: 'synthwave', value: 'a pulsing synthwave track' },
    { id: 'acoustic', value: 'warm acoustic guitar' },
    { id: 'drone', value: 'a low ambient drone' },
    { id: 'electronic', value: 'upbeat electronic pop' },
    { id: 'jazz', value: 'a smoky late-night jazz trio' },
    { id: 'percussion', value: 'tense, ticking percussion' },
  ],
};

/** The English value of a preset, by list and id (throws on a typo, so gallery data stays valid). */
export function preset(list: PresetList, id: string): string {
  const p = PRESETS[list].find((x) => x.id === id);
  if (!p) throw new Error(`No preset ${list}.${id}`);
  return p.value;
}
