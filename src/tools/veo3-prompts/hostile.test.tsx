// @vitest-environment happy-dom
/**
 * The hostile-input sweep for the Veo 3 prompt builder (zh): an empty subject and a 6,000,000-character paste
 * each get their translated message at the field; the subject typed before stays, and after a reload.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  alertAt,
  expectNoEngineText,
  fill,
  isolateCases,
  pasteText,
  reload,
  zhResources,
} from '../../../tests/component/hostile';
import Veo3Prompts from './Veo3Prompts';

const PREVIOUS = '一只在雨中奔跑的狐狸';
const BUILDER_KEY = 'veo3-prompts:builder';

isolateCases();

const island = () => <Veo3Prompts locale="zh" resources={zhResources('veo3-prompts')} />;
const subject = () => screen.getByLabelText<HTMLInputElement>(/^主体/);

describe('veo3-prompts: hostile input (zh)', () => {
  it('an empty subject: its own message at the field', () => {
    render(island());
    fill(subject(), PREVIOUS);
    fill(subject(), '');
    fireEvent.blur(subject());
    expect(screen.getByText('请添加主体：视频的主角是谁或什么？')).toBeTruthy();
    expectNoEngineText();
  });

  it('6,000,000 characters pasted into the subject: refused at the field, the subject kept, and after a reload', async () => {
    render(island());
    fill(subject(), PREVIOUS);
    const field = subject();
    expect(pasteText(field, '狐'.repeat(6_000_000))).toBe(true);
    expect(alertAt(field).textContent).toBe('未粘贴：这段文字有 6,000,000 个字符，此处最多 2,000 个。原有内容未变。');
    expect(subject().value).toBe(PREVIOUS);
    expectNoEngineText();

    // The debounced save has happened: a new page load gets the subject back.
    await reload(island, BUILDER_KEY, (raw) => raw.includes(PREVIOUS));
    await waitFor(() => expect(subject().value).toBe(PREVIOUS));
  });
});
