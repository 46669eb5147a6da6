/**
 * The JSON formatter island: wiring only. The editors (useEditors), the check while typing (useValidation),
 * the toolbar's actions (useOps) and the saved input (useSavedInput) each live in their own hook, the panes
 * in their own components; all parsing and formatting happens in the worker (worker.ts, protocol.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { downloadFile } from '../../components/ui/files/download';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { formatBytes } from '../../lib/format';
import { isCancelled, useWorkerTask } from '../../lib/worker';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { dynamicKey } from '../../i18n/keys';
import { useToolT } from '../../i18n/useToolT';
import { InputPane, type Notice } from './InputPane';
import type { Op } from './operations';
import { OutputPane } from './OutputPane';
import type { JsonProtocol, ReadFileResult } from './protocol';
import {
  CM_PHRASES,
  DEFAULT_SETTINGS,
  MAX_FILE_BYTES,
  SAMPLE,
  SETTINGS_KEY,
  downloadName,
  parseSettings,
  phraseKey,
  type Settings,
} from './settings';
import { StatusBar } from './StatusBar';
import { Toolbar } from './Toolbar';
import type { Expected, JsonError } from './types';
import { useEditors } from './useEditors';
import { useOps } from './useOps';
import { useSavedInput } from './useSavedInput';
import { useValidation } from './useValidation';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-formatter' });

export default function JsonFormatter({ locale, resources }: IslandI18nProps) {
  return (
    <IslandI18n locale={locale} resources={resources}>
      <Formatter />
    </IslandI18n>
  );
}

function Formatter() {
  const tt = useToolT('json-formatter');
  const { t, lng } = tt;
  const [settings, setSettings] = usePersistentState<Settings>(SETTINGS_KEY, DEFAULT_SETTINGS, parseSettings);
  const update = useCallback((patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch })), [setSettings]);
  const savedInput = useSavedInput();
  // No idleMs: the worker keeps the parsed tree that the tree view asks about.
  const task = useWorkerTask<JsonProtocol>(createWorker, { name: 'json-formatter' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const describe = (err: JsonError) => {
    const params: Record<string, string> = { ...err.params };
    if (params.expected) params.expected = t(`expected.${params.expected as Expected}`);
    if (params.max) params.max = Number(params.max).toLocaleString(lng);
    return t(`errors.${err.code}`, params);
  };
  const located = (err: JsonError) => t('errorAt', { line: err.line, column: err.column, message: describe(err) });
  const showError = (err: JsonError, reveal: boolean) =>
    editors.input.current?.markError({ from: err.offset, to: err.offset + err.length, message: describe(err) }, reveal);

  const editors = useEditors({
    initialText: savedInput.initialText,
    wrap: settings.wrap,
    labels: {
      input: t('inputLabel'),
      inputPlaceholder: t('inputPlaceholder'),
      output: t('outputLabel'),
      outputPlaceholder: t('outputPlaceholder'),
    },
    phrases: () => Object.fromEntries(CM_PHRASES.map((p) => [p, t(dynamicKey(`cm.${phraseKey(p)}`))])),
    onChange: (length) => {
      validation.onChange(length);
      if (editors.input.current) savedInput.save(editors.input.current);
    },
    onPlainChange: (text) => {
      validation.setInputLen(text.length);
      savedInput.save({ length: () => text.length, getText: () => text });
    },
    onShortcut: (op) => run(op),
  });
  const validation = useValidation({
    client: task.client,
    input: editors.input,
    tolerant: settings.tolerant,
    showError,
  });
  const ops = useOps({
    task,
    input: editors.input,
    output: editors.output,
    options: () => settings,
    docVersion: validation.docVersion,
    onInvalid: (error) => {
      validation.setCheck({ state: 'invalid', error });
      showError(error, true);
    },
    onOutput: () => setSettings((s) => (s.view === 'text' ? s : { ...s, view: 'text' })),
  });
  const run = (op: Op) => {
    setNotice(null);
    void editors.ensure().then(async (ready) => {
      if (ready) await ops.runOp(op);
    });
  };

  // Once the editors exist, check the input they start with.
  const { state: editorsState, input: inputEd } = editors;
  const { setInputLen, validate } = validation;
  useEffect(() => {
    if (editorsState !== 'ready' || !inputEd.current) return;
    const length = inputEd.current.length();
    setInputLen(length);
    if (length > 0) void validate();
  }, [editorsState, inputEd, setInputLen, validate]);

  const cancel = () => {
    task.cancel();
    setNotice({ kind: 'info', text: t('cancelled') });
    // The cancelled worker held the tree; check the input again in a fresh one.
    validation.setTree(null);
    void validation.validate();
  };

  const setInput = async (text: string | Uint16Array, name: string | null) => {
    setFileName(name);
    if (!(await editors.ensure())) return;
    await editors.input.current?.setText(text);
    editors.input.current?.focus();
  };

  const openFile = async (file: File) => {
    setNotice(null);
    if (file.size === 0) {
      // An empty file would silently wipe what is in the editor.
      setNotice({ kind: 'error', text: t('fileEmpty', { name: file.name }) });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      const [size, max] = [formatBytes(file.size, lng), formatBytes(MAX_FILE_BYTES, lng)];
      setNotice({ kind: 'error', text: t('fileTooLarge', { name: file.name, size, max }) });
      return;
    }
    // Read and decoded in the worker: a 50 MB file costs the page nothing until its text is shown.
    let res: ReadFileResult;
    try {
      res = await task.client.request('readFile', { file });
    } catch (err) {
      if (isCancelled(err)) return;
      console.error('json-formatter: could not read file', file.name, err);
      setNotice({ kind: 'error', text: tt.workerError(err) });
      return;
    }
    if (!res.ok) {
      setNotice({ kind: 'error', text: fileProblem(file.name, res) });
      return;
    }
    await setInput(res.text, file.name);
    setNotice({ kind: 'info', text: t('fileOpened', { name: file.name, size: formatBytes(file.size, lng) }) });
  };

  /** Why an opened file was not loaded; the input is left as it was. */
  const fileProblem = (name: string, res: Exclude<ReadFileResult, { ok: true }>) => {
    const bytes = res.size.toLocaleString(lng);
    if (res.problem === 'read') return t('fileReadFailed', { name });
    if (res.problem === 'encoding') return t('fileNotUtf8', { name, bytes, at: (res.offset + 1).toLocaleString(lng) });
    return res.type ? t('fileBinaryType', { name, bytes, type: res.type }) : t('fileBinary', { name, bytes });
  };

  const download = async () => {
    const parts = (await editors.output.current?.getChunks()) ?? [];
    const blob = new Blob(parts, { type: 'application/json;charset=utf-8' });
    downloadFile(blob, downloadName(fileName, ops.lastRun?.op));
  };

  const outputToInput = async () => {
    const out = editors.output.current;
    if (out) await setInput(await out.getUnits(), fileName);
  };

  const clear = () => {
    void setInput('', null);
    ops.clearOutput();
    setNotice(null);
  };

  const { check } = validation;
  const isBusy = ops.busy !== null;
  return (
    <div
      className="jf-root space-y-3"
      data-editors={editors.state}
      data-check={check.state}
      data-busy={isBusy ? 'true' : 'false'}
      data-runs={ops.runs}
    >
      <Toolbar
        settings={settings}
        onSettings={update}
        ready={editors.state !== 'failed'}
        busy={ops.busy}
        slow={ops.slow}
        onRun={run}
        onCancel={cancel}
      />
      <div className="grid gap-3 lg:grid-cols-2">
        <InputPane
          host={editors.inputHost}
          plain={{
            ref: editors.plain,
            label: t('inputLabel'),
            placeholder: t('inputPlaceholder'),
            onUse: editors.load,
            onKeyDown: editors.onPlainKeyDown,
            onInput: editors.onPlainInput,
          }}
          editors={editors.state}
          inputLen={validation.inputLen}
          error={check.state === 'invalid' ? check.error : null}
          located={located}
          tolerant={settings.tolerant}
          notice={notice}
          saveNote={savedInput.note}
          onSample={() => void setInput(SAMPLE, null)}
          onFile={(file) => void openFile(file)}
          onClear={clear}
          onGoToError={(err) => showError(err, true)}
          onEnableTolerant={() => update({ tolerant: true })}
        />
        <OutputPane
          host={editors.outputHost}
          editors={editors.state}
          view={settings.view}
          onView={(view) => update({ view })}
          outputLen={ops.outputLen}
          workerError={task.error ?? validation.error}
          check={check}
          tree={validation.tree}
          client={task.client}
          copyText={() => editors.output.current?.getText() ?? ''}
          onDownload={() => void download()}
          onUseAsInput={() => void outputToInput()}
          onReveal={(offset) => editors.input.current?.reveal(offset)}
        />
      </div>
      <StatusBar check={check} busy={isBusy} slow={ops.slow} lastRun={ops.lastRun} />
    </div>
  );
}
