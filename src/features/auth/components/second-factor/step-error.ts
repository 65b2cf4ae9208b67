import { ApiError } from '../../../../api/index.ts';
import { passkeyCancelled } from '../../api/second-factor.ts';

/** Why a second-step call failed, in plain words (a locale key); `expired` sends the person back to sign in. */
export function stepError(error: unknown, wrong: string): { id: string; expired: boolean } {
  if (passkeyCancelled(error)) return { id: 'auth.secondStep.passkeyCancelled', expired: false };
  if (!(error instanceof ApiError)) return { id: 'auth.secondStep.failed', expired: false };
  if (error.code === 'ticket_invalid') return { id: 'auth.secondStep.expired', expired: true };
  if (error.code === 'second_factor_invalid') return { id: wrong, expired: false };
  if (error.code === 'IncorrectPassword') return { id: 'signInSecurity.wrongPassword', expired: false };
  if (error.code === 'TooManyRequests') return { id: 'auth.signIn.throttled', expired: false };
  return { id: 'auth.secondStep.failed', expired: false };
}
