// @vitest-environment happy-dom
/**
 * The profile's avatar upload against the image bombs of tests/component/bombs.ts (issue 31), on the real island in
 * zh, signed in with the development-mode demo user (no Clerk key in tests) and its profile in localStorage. Stubbed
 * seam: createImageBitmap, the avatar's decode (a spy: happy-dom has none). A bomb is refused from its header with
 * its size and the limit, never decoded; the avatar stored before and the name being typed stay.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import enTools from '../../../locales/en/tools.json';
import zh from '../../../locales/zh/common.json';
import zhTools from '../../../locales/zh/tools.json';
import { demoSignIn } from '../../auth/demo';
import { LOCAL_PROFILE_KEY } from '../../data/local-repository';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { chooseFiles, fill, isolateCases, stubImageDecoder } from '../../../tests/component/hostile';
import { ONE_PIXEL_PNG } from '../../../tests/component/kit';
import ProfileIsland from './ProfileIsland';

/** What the page passes (src/pages/[...locale]/profile.astro). */
const strings = (common: typeof zh, tools: typeof zhTools) => ({
  common: { auth: common.auth, profile: common.profile },
  tools: { ui: { image: tools.ui.image } },
});

const STORED_AVATAR = `data:image/png;base64,${Buffer.from(ONE_PIXEL_PNG).toString('base64')}`;
const TYPED_NAME = '正在输入的名字';

let decode: ReturnType<typeof stubImageDecoder>;
isolateCases(() => {
  decode = stubImageDecoder();
});

async function start() {
  demoSignIn(localStorage);
  const profile = JSON.parse(localStorage.getItem(LOCAL_PROFILE_KEY)!) as Record<string, unknown>;
  localStorage.setItem(LOCAL_PROFILE_KEY, JSON.stringify({ ...profile, avatar_url: STORED_AVATAR }));
  render(<ProfileIsland locale="zh" resources={strings(zh, zhTools)} fallback={strings(en, enTools)} />);
  const name = await screen.findByLabelText<HTMLInputElement>('姓名');
  fill(name, TYPED_NAME);
  await waitFor(() => expect(avatarImage().getAttribute('src')).toBe(STORED_AVATAR));
}
const avatarImage = () => screen.getByRole('img', { name: '你的头像' });

describe('profile avatar: image bombs (zh)', () => {
  it.each(BOMB_ROWS)(
    'image bomb %s: refused from its header with its size, never decoded; the avatar and the name stay',
    async (_, bomb) => {
      await start();
      chooseFiles(screen.getByLabelText('选择图片'), bomb.file());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(zhTooLarge(bomb));
      expect(decode).not.toHaveBeenCalled();
      expect(avatarImage().getAttribute('src')).toBe(STORED_AVATAR);
      expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe(TYPED_NAME);
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '保存更改' }).disabled).toBe(false);
    },
  );
});
