import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  clearConfig,
  createEngine,
  effectiveConfig,
  hasBuiltin,
  loadConfig,
  offeredChoices,
  saveConfig,
  type Availabilities,
  type CreateOptions,
  type EngineChoice,
  type EngineConfig,
  type OperatorEngine,
} from '../../lib/translate/settings';
import { browserApis } from '../../lib/translate/builtin';
import { loadAllowance, saveAllowance, type Allowance } from '../../lib/translate/site';
import { getSessionToken } from '../../auth/store';
import type { Engine } from '../../lib/translate/types';

export interface EngineSettingsState {
  /** False until this browser's engines and the stored settings have been read (the prerendered page). */
  detected: boolean;
  /** What this browser and build offer (builtin is false until after hydration). */
  available: Availabilities;
  offered: EngineChoice[];
  /** The stored configuration (the dialog edits it), or null. */
  stored: EngineConfig | null;
  /** The configuration in effect, or null when there is no engine. */
  config: EngineConfig | null;
  engine: Engine | null;
  /** False when the browser refused to store the settings (they last until the page closes). */
  persisted: boolean;
  /** Stores a configuration and uses it. */
  save(config: EngineConfig): void;
  /** Forgets the stored configuration (and the key in it). */
  forget(): void;
  /** Language-pack download progress of the built-in engine (0–1), or null. */
  download: number | null;
  /** What is left today on the site's engine, when it is the engine in use and has said so. */
  allowance: Allowance | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The engine settings of a translator page: read after mount (the prerendered HTML knows nothing of this browser),
 * stored in localStorage only when the visitor saves them.
 */
export function useEngineSettings(
  operator: OperatorEngine | null,
  custom: boolean,
  options: CreateOptions = {},
): EngineSettingsState {
  const [detected, setDetected] = useState(false);
  const [builtin, setBuiltin] = useState(false);
  const [stored, setStored] = useState<EngineConfig | null>(null);
  const [persisted, setPersisted] = useState(true);
  const [download, setDownload] = useState<number | null>(null);
  const [allowance, setAllowance] = useState<Allowance | null>(null);
  useEffect(() => {
    setBuiltin(hasBuiltin());
    setStored(loadConfig(storage()));
    setAllowance(loadAllowance(storage()));
    setDetected(true);
  }, []);
  const onAllowance = useCallback((reading: Allowance) => {
    setAllowance(reading);
    saveAllowance(storage(), reading);
  }, []);
  const available = useMemo(() => ({ operator: !!operator, builtin, custom }), [operator, builtin, custom]);
  const config = useMemo(() => effectiveConfig(stored, available), [stored, available]);
  const { fetch: fetchOption, builtin: builtinOption } = options;
  const engine = useMemo(() => {
    if (!config) return null;
    const opts: CreateOptions = {
      ...(fetchOption ? { fetch: fetchOption } : {}),
      site: { token: getSessionToken, onAllowance },
      ...(config.engine === 'builtin'
        ? { builtin: { ...(builtinOption ?? browserApis()), onDownload: (f: number) => setDownload(f < 1 ? f : null) } }
        : {}),
    };
    return createEngine(config, operator, opts);
  }, [config, operator, fetchOption, builtinOption, onAllowance]);
  const save = useCallback((next: EngineConfig) => {
    setPersisted(saveConfig(storage(), next));
    setStored(next);
  }, []);
  const forget = useCallback(() => {
    clearConfig(storage());
    setStored(null);
  }, []);
  const siteInUse = config?.engine === 'operator' && operator?.kind === 'site';
  return {
    detected,
    available,
    offered: offeredChoices(available),
    stored,
    config,
    engine,
    persisted,
    save,
    forget,
    download,
    allowance: siteInUse ? allowance : null,
  };
}
