import { describe, expect, it } from 'vitest';
import { checkAvatarFile, isHttpUrl, profileUpdateFrom, validateProfileForm } from './validation';

const form = (over: Partial<Record<'fullName' | 'bio' | 'website' | 'location', string>> = {}) => ({
  fullName: 'Ada',
  bio: '',
  website: '',
  location: '',
  ...over,
});

describe('validateProfileForm', () => {
  it('accepts a valid form', () => {
    expect(validateProfileForm(form({ website: 'https://ada.example/me' }))).toEqual([]);
    expect(validateProfileForm(form({ fullName: 'N'.repeat(256) }))).toEqual([]);
    expect(validateProfileForm(form({ fullName: '😀'.repeat(256) }))).toEqual([]);
  });

  it('limits the name to 256 characters', () => {
    expect(validateProfileForm(form({ fullName: 'N'.repeat(300) }))).toEqual([
      { field: 'fullName', code: 'tooLong', max: 256 },
    ]);
  });

  it('needs an http(s) website', () => {
    for (const bad of ['ftp://a.example', 'javascript:alert(1)', 'example.com', 'https://', 'https://exa mple.com']) {
      expect(validateProfileForm(form({ website: bad })), bad).toEqual([{ field: 'website', code: 'invalidUrl' }]);
    }
    expect(isHttpUrl('HTTP://A.EXAMPLE')).toBe(true);
  });

  it('limits bio, location and website length', () => {
    expect(
      validateProfileForm(
        form({ bio: 'b'.repeat(1001), location: 'l'.repeat(257), website: `https://a.example/${'x'.repeat(2040)}` }),
      ),
    ).toEqual([
      { field: 'bio', code: 'tooLong', max: 1000 },
      { field: 'website', code: 'tooLong', max: 2048 },
      { field: 'location', code: 'tooLong', max: 256 },
    ]);
  });

  it('trims and turns empty fields into null', () => {
    expect(profileUpdateFrom(form({ fullName: '  Ada  ', bio: ' ', website: 'https://a.example ' }))).toEqual({
      full_name: 'Ada',
      bio: null,
      website: 'https://a.example',
      location: null,
    });
  });
});

describe('checkAvatarFile', () => {
  it('accepts JPG, PNG, GIF and WEBP under 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(checkAvatarFile({ name: 'a', type, size: 1000 }), type).toBeNull();
    }
    expect(checkAvatarFile({ name: 'photo.JPG', type: '', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 - 1 })).toBeNull();
  });

  it('refuses other types and files of 10 MB or more', () => {
    expect(checkAvatarFile({ name: 'a.svg', type: 'image/svg+xml', size: 100 })).toBe('avatarType');
    expect(checkAvatarFile({ name: 'a.bmp', type: '', size: 100 })).toBe('avatarType');
    expect(checkAvatarFile({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 })).toBe('avatarTooLarge');
  });
});
