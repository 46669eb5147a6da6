/** Plan rules. */
import type { Subscription } from './types';

/** What a signed-in user without an active subscription row has. */
export function freeSubscription(clerkUserId: string): Subscription {
  return { clerk_user_id: clerkUserId, plan_name: 'free', status: 'free', features: [] };
}

/** Premium: an active subscription to a plan other than free. */
export function isPremium(subscription: Subscription | null | undefined): boolean {
  return !!subscription && subscription.status === 'active' && subscription.plan_name !== 'free';
}

/**
 * Whether a feature may be used: yes without a subscription (nothing to restrict), yes on premium,
 * otherwise only if the subscription lists the feature.
 */
export function canUseFeature(subscription: Subscription | null | undefined, feature: string): boolean {
  if (!subscription) return true;
  if (isPremium(subscription)) return true;
  return Array.isArray(subscription.features) && subscription.features.includes(feature);
}
