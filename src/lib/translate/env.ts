/**
 * The translation settings of this build (PUBLIC_ variables are public by design: a URL to the operator's own
 * proxy, never a secret). Safe to import from islands: it inlines only these strings.
 */
import { customAllowed, operatorFromEnv, type OperatorEngine } from './settings';

const env = import.meta.env;
const values = {
  PUBLIC_TRANSLATE_URL: env.PUBLIC_TRANSLATE_URL as string | undefined,
  PUBLIC_TRANSLATE_KIND: env.PUBLIC_TRANSLATE_KIND as string | undefined,
  PUBLIC_TRANSLATE_MODEL: env.PUBLIC_TRANSLATE_MODEL as string | undefined,
  PUBLIC_TRANSLATE_CUSTOM: env.PUBLIC_TRANSLATE_CUSTOM as string | undefined,
};

export const OPERATOR_ENGINE: OperatorEngine | null = operatorFromEnv(values);
/** Whether visitors may enter their own endpoints. */
export const CUSTOM_ENGINES: boolean = customAllowed(values);
