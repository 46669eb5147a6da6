import { describe, expect, it } from 'vitest';
import { canUseFeature, freeSubscription, isPremium } from './subscription';
import { USER_DATA_ERROR_MESSAGES, UserDataError, userDataErrorText } from './errors';
import type { Subscription } from './types';

const sub = (plan_name: string, status: string, features: string[] = []): Subscription => ({
  clerk_user_id: 'u',
  plan_name,
  status,
  features,
});

describe('isPremium', () => {
  it('is true only for an active plan other than free', () => {
    expect(isPremium(sub('premium', 'active'))).toBe(true);
    expect(isPremium(sub('premium', 'canceled'))).toBe(false);
    expect(isPremium(sub('premium', 'free'))).toBe(false);
    expect(isPremium(sub('free', 'active'))).toBe(false);
    expect(isPremium(null)).toBe(false);
    expect(isPremium(undefined)).toBe(false);
  });
});

describe('canUseFeature', () => {
  it('allows everything without a subscription', () => {
    expect(canUseFeature(null, 'batch')).toBe(true);
    expect(canUseFeature(undefined, 'anything')).toBe(true);
  });
  it('allows everything on premium', () => {
    expect(canUseFeature(sub('premium', 'active', []), 'batch')).toBe(true);
  });
  it('otherwise allows only listed features', () => {
    const free = sub('free', 'active', ['basic_tools']);
    expect(canUseFeature(free, 'basic_tools')).toBe(true);
    expect(canUseFeature(free, 'batch')).toBe(false);
    expect(canUseFeature(sub('premium', 'canceled', ['basic_tools']), 'batch')).toBe(false);
    expect(canUseFeature(freeSubscription('u'), 'basic_tools')).toBe(false);
  });
  it('the default when no active row exists is status free, plan free', () => {
    expect(freeSubscription('user_1')).toEqual({
      clerk_user_id: 'user_1',
      plan_name: 'free',
      status: 'free',
      features: [],
    });
  });
});

describe('error mapping', () => {
  const translate = (code: string) => `T(${code})`;
  it('has the exact English messages', () => {
    expect(USER_DATA_ERROR_MESSAGES).toEqual({
      createProfileFailed: 'Failed to create user profile',
      loadProfileFailed: 'Failed to load user profile',
      loadDataFailed: 'Failed to load user data',
      noAuthenticatedUser: 'No authenticated user',
    });
    expect(new UserDataError('createProfileFailed').message).toBe('Failed to create user profile');
    expect(new UserDataError('noAuthenticatedUser').message).toBe('No authenticated user');
  });
  it('translates known codes, shows an update error its own message', () => {
    expect(userDataErrorText(new UserDataError('loadProfileFailed'), translate)).toBe('T(loadProfileFailed)');
    expect(userDataErrorText(new UserDataError('updateFailed', 'value too long for type'), translate)).toBe(
      'value too long for type',
    );
    expect(userDataErrorText(new Error('boom'), translate)).toBe('boom');
    expect(userDataErrorText('weird', translate)).toBe('T(loadDataFailed)');
  });
});
