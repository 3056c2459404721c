/**
 * Which of VS Code's language models plans the local engine's answers in this window, and what
 * it may see. Settings:
 *   dataAnalysis.languageModel.model  "auto" (the model the user already has, if any), a model
 *                                     id from vscode.lm, or "off"; chat.disableAIFeatures = off
 *   dataAnalysis.languageModel.share  "schema" | "samples" | "results" (what leaves the machine)
 * (Not "dataAnalysis.languageModel" itself: VS Code's configuration cannot hold a value at a
 * name that is also the parent of another setting; in VS Code 1.139 "….share" then read as
 * undefined.)
 * On first use the user is asked once, in plain words, whether the model may be used and what it
 * may see; the answer is written to the settings, where it can be changed.
 *
 * Every job sent to the local engine carries the outcome as its `language_model` field: this
 * window's bridge, the model's id, the bridge's key and the share level, or the one line that
 * says why no model answers (engine/planner/route.ts reads it).
 */
import * as vscode from 'vscode';
import type { ServiceApi } from '../connection/serviceApi';
import type { LanguageModelBridge } from './bridge';

export type ShareLevel = 'schema' | 'samples' | 'results';
const SHARE_LEVELS: readonly ShareLevel[] = ['schema', 'samples', 'results'];

/** The job body's `language_model` field (engine/planner/route.ts). */
export type JobModelField = { url: string; model: string; key: string; share: ShareLevel; label: string } | { unavailable: string };

/** Set once the user has answered the first-use question (or chose the share level in settings). */
const CONSENT_KEY = 'dataAnalysis.languageModel.consented';

export interface ModelChoiceOptions {
  bridge: LanguageModelBridge;
  globalState: vscode.Memento;
  log: { info(message: string): void };
}

/** How long VS Code may take to list its models: a provider that never answers must not hang a question. */
export const SELECT_TIMEOUT_MS = 10_000;

/** VS Code did not list its models in time (a model provider never answered). */
export class SelectTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(vscode.l10n.t('VS Code did not list its language models within {0} s (a model extension may be stuck), so no model was used.', Math.round(ms / 100) / 10));
    this.name = 'SelectTimeoutError';
  }
}

/**
 * `vscode.lm.selectChatModels` with a time limit: it waits for every model provider, and one that
 * never answers would otherwise hold the question forever. Throws SelectTimeoutError.
 */
export async function selectChatModels(selector?: vscode.LanguageModelChatSelector, timeoutMs = SELECT_TIMEOUT_MS): Promise<vscode.LanguageModelChat[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SelectTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([vscode.lm.selectChatModels(selector), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Vendors whose models VS Code never shows in its own model picker (their contribution says
 * `"when": "false"`). VS Code 1.139's built-in Copilot extension registers such a vendor,
 * `copilotcli`, with a model named "Auto" that answers every request with nothing; "auto" must
 * not pick it, or every answer would begin with a line saying the model failed.
 */
export function hiddenVendors(): Set<string> {
  const hidden = new Set<string>();
  for (const extension of vscode.extensions.all) {
    const providers: unknown = (extension.packageJSON as { contributes?: { languageModelChatProviders?: unknown } } | undefined)?.contributes?.languageModelChatProviders;
    if (!Array.isArray(providers)) continue;
    for (const provider of providers as Array<{ vendor?: unknown; when?: unknown } | null>) {
      if (typeof provider?.vendor === 'string' && String(provider.when ?? '').trim() === 'false') hidden.add(provider.vendor);
    }
  }
  return hidden;
}

/** The models a person could choose: those VS Code itself offers (see hiddenVendors). */
async function choosableModels(timeoutMs: number): Promise<vscode.LanguageModelChat[]> {
  const hidden = hiddenVendors();
  return (await selectChatModels(undefined, timeoutMs)).filter((model) => !hidden.has(model.vendor));
}

export function modelLabel(model: vscode.LanguageModelChat): string {
  return vscode.l10n.t('{0} ({1}, VS Code)', model.name, model.vendor);
}

export class LanguageModelChoice {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when the model setting may have changed (the status bar follows it). */
  readonly onDidChange = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [];
  /** The time limit of each model listing (tests shorten it). */
  selectTimeoutMs = SELECT_TIMEOUT_MS;

  constructor(private readonly options: ModelChoiceOptions) {
    this.disposables.push(
      this.changed,
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration('dataAnalysis.languageModel') || event.affectsConfiguration('chat.disableAIFeatures')) this.changed.fire();
      }),
      vscode.lm.onDidChangeChatModels(() => this.changed.fire()),
    );
  }

  dispose(): void {
    for (const disposable of this.disposables) disposable.dispose();
  }

  /** The setting: "auto", "off" or a model id; "off" when the editor's AI features are off. */
  setting(): string {
    if (vscode.workspace.getConfiguration('chat').get<boolean>('disableAIFeatures') === true) return 'off';
    const value = vscode.workspace.getConfiguration('dataAnalysis.languageModel').get<unknown>('model');
    return typeof value === 'string' && value.trim() ? value.trim() : 'auto';
  }

  share(): ShareLevel {
    const value = vscode.workspace.getConfiguration('dataAnalysis.languageModel').get<string>('share');
    return SHARE_LEVELS.includes(value as ShareLevel) ? (value as ShareLevel) : 'samples';
  }

  /** The model the settings pick, without asking anything; undefined with the reason when none. */
  async current(): Promise<{ model: vscode.LanguageModelChat } | { reason: string }> {
    const setting = this.setting();
    if (setting === 'off') {
      return {
        reason: vscode.workspace.getConfiguration('chat').get<boolean>('disableAIFeatures') === true
          ? vscode.l10n.t('AI features are turned off in VS Code (chat.disableAIFeatures), so no language model was used.')
          : vscode.l10n.t('The language model is turned off (setting dataAnalysis.languageModel.model).'),
      };
    }
    let models: vscode.LanguageModelChat[];
    try {
      models = setting === 'auto' ? await choosableModels(this.selectTimeoutMs) : await selectChatModels({ id: setting }, this.selectTimeoutMs);
    } catch (error) {
      if (error instanceof SelectTimeoutError) return { reason: error.message };
      throw error;
    }
    const model = models[0];
    if (!model) {
      return {
        reason: setting === 'auto'
          ? vscode.l10n.t('No language model is available in VS Code.')
          : vscode.l10n.t('The language model "{0}" (setting dataAnalysis.languageModel.model) is not available in VS Code.', setting),
      };
    }
    return { model };
  }

  /** The `language_model` field for one job; asks the first-use question when it is due. */
  async jobField(): Promise<JobModelField> {
    let chosen: Awaited<ReturnType<LanguageModelChoice['current']>>;
    try {
      chosen = await this.current();
    } catch (error) {
      return { unavailable: vscode.l10n.t('VS Code could not list its language models ({0}).', error instanceof Error ? error.message : String(error)) };
    }
    if ('reason' in chosen) return { unavailable: chosen.reason };
    return this.fieldFor(chosen.model);
  }

  /**
   * The `language_model` field for a job that `model` should plan (the model a person picked in
   * the Chat view for `@analyst`): that model instead of the setting's, unless the setting (or
   * chat.disableAIFeatures) turns models off; the first-use question applies as for jobField.
   */
  async jobFieldFor(model: vscode.LanguageModelChat): Promise<JobModelField> {
    if (this.setting() === 'off') {
      // With the setting off, current() names the reason without asking VS Code for models.
      const off = await this.current();
      if ('reason' in off) return { unavailable: off.reason };
    }
    // A model VS Code never offers by itself (Copilot CLI's "Auto" placeholder) answers nothing
    // through the bridge: plan with the setting's model instead.
    if (hiddenVendors().has(model.vendor)) return this.jobField();
    return this.fieldFor(model);
  }

  private async fieldFor(model: vscode.LanguageModelChat): Promise<JobModelField> {
    const allowed = await this.consented(model).catch(() => false);
    if (!allowed) return { unavailable: vscode.l10n.t('You did not allow a language model to plan answers.') };
    return { url: await this.options.bridge.url(), model: model.id, key: this.options.bridge.key, share: this.share(), label: modelLabel(model) };
  }

  /** Whether the user already allowed a model: answered the first-use question, or chose what to share in the settings. */
  allowed(): boolean {
    if (this.options.globalState.get<boolean>(CONSENT_KEY) === true) return true;
    const shareSetting = vscode.workspace.getConfiguration('dataAnalysis.languageModel').inspect<string>('share');
    return shareSetting?.globalValue !== undefined || shareSetting?.workspaceValue !== undefined;
  }

  /**
   * Whether the user allowed the model: asked once, unless they already chose what to share in
   * the settings. "Don't use a model" turns the setting off; closing the question asks again next time.
   */
  private async consented(model: vscode.LanguageModelChat): Promise<boolean> {
    if (this.allowed()) return true;
    const allowSamples = vscode.l10n.t('Allow, with example values');
    const allowSchema = vscode.l10n.t('Allow, names and statistics only');
    const never = vscode.l10n.t("Don't Use a Model");
    const answer = await vscode.window.showInformationMessage(
      vscode.l10n.t('Let {0} plan answers about your data?', modelLabel(model)),
      {
        modal: true,
        detail: vscode.l10n.t(
          'The local engine keeps your data on this machine and computes every figure here. To plan the queries, the model will see the names, types, row counts and statistics of your tables; with example values, also up to 5 values per column. The rows themselves are not sent. You can change this later in the settings "dataAnalysis.languageModel.model" and "dataAnalysis.languageModel.share".',
        ),
      },
      allowSamples,
      allowSchema,
      never,
    );
    if (answer === undefined) return false;
    const config = vscode.workspace.getConfiguration('dataAnalysis.languageModel');
    if (answer === never) {
      await config.update('model', 'off', vscode.ConfigurationTarget.Global);
      return false;
    }
    await config.update('share', answer === allowSchema ? 'schema' : 'samples', vscode.ConfigurationTarget.Global);
    await this.options.globalState.update(CONSENT_KEY, true);
    this.options.log.info(`Language model: the user allowed ${model.id} (${answer === allowSchema ? 'schema' : 'samples'})`);
    return true;
  }

  /** "Choose Language Model…": Auto, Off, or one of the models VS Code has; written to the setting. */
  async pick(): Promise<void> {
    let models: vscode.LanguageModelChat[] = [];
    try {
      models = await choosableModels(this.selectTimeoutMs);
    } catch (error) {
      // Auto and Off can still be chosen; the models themselves are not listed.
      void vscode.window.showWarningMessage(error instanceof Error ? error.message : String(error));
    }
    const current = this.setting();
    type Item = vscode.QuickPickItem & { value: string };
    const items: Item[] = [
      { label: vscode.l10n.t('Auto'), description: vscode.l10n.t('the model you already use in VS Code'), value: 'auto', picked: current === 'auto' },
      ...models.map((model) => ({ label: model.name, description: `${model.vendor} · ${model.id}`, value: model.id, picked: current === model.id })),
      { label: vscode.l10n.t('Off'), description: vscode.l10n.t('the rule-based analyst answers'), value: 'off', picked: current === 'off' },
    ];
    const chosen = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Language model for the local engine'), placeHolder: vscode.l10n.t('Currently: {0}', current) });
    if (!chosen) return;
    await vscode.workspace.getConfiguration('dataAnalysis.languageModel').update('model', chosen.value, vscode.ConfigurationTarget.Global);
  }
}

/**
 * The local engine's API with this window's model named in every job. Only the local engine gets
 * the field (the hosted service is not affected); its key never reaches a log. Wrapped twice,
 * the outer field wins (a job planned by a given model goes through the window's API).
 */
export function withJobModel(api: ServiceApi, field: () => Promise<JobModelField>): ServiceApi {
  return new Proxy(api, {
    get(target, property) {
      if (property === 'streamJob') {
        // A body that already names its model (@analyst's request.model) keeps it.
        const streamJob: ServiceApi['streamJob'] = async (body, signal) =>
          target.streamJob('language_model' in body ? body : ({ ...body, language_model: await field() } as typeof body), signal);
        return streamJob;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
