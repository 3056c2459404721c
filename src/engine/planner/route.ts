/**
 * Which language model answers a job. A job may name one in its body's `language_model` field
 * (the editor names its own window's bridge this way, so one engine shared by several windows
 * uses each window's model); otherwise the engine's default applies (the command line's
 * --model-url/--model, or the engine process's own options). The field is the local engine's
 * own: the extension sends it only to the local engine, never to a hosted service.
 *
 *   "language_model": {"url": "http://127.0.0.1:5123/v1", "model": "copilot/gpt-4o",
 *                      "key": "…", "share": "samples", "label": "GPT-4o (GitHub Copilot, VS Code)"}
 *   "language_model": {"unavailable": "No language model is available in VS Code."}
 */
import { invalid } from '../errors';
import { SHARE_LEVELS, type ShareLevel } from './prompt';

export interface ModelRoute {
  /** Base URL of an OpenAI-compatible API; the planner posts to {url}/chat/completions. */
  url: string;
  model: string;
  /** Bearer key of that API; never logged. */
  key?: string;
  share: ShareLevel;
  /** How answers name the model; defaults to the model's name. */
  label?: string;
}

export type ModelChoice = { kind: 'model'; route: ModelRoute } | { kind: 'none'; reason: string };

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) throw invalid(`language_model.${field} must be a non-empty string of at most ${max} characters`);
  return value.trim();
}

/** The job's `language_model` field, checked; undefined when absent. */
export function modelChoiceFromBody(body: Record<string, unknown>): ModelChoice | undefined {
  const raw = body.language_model;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('language_model must be an object');
  const field = raw as Record<string, unknown>;
  if (field.unavailable !== undefined) return { kind: 'none', reason: text(field.unavailable, 'unavailable', 500) };
  const url = text(field.url, 'url', 2000);
  if (!/^https?:\/\//i.test(url)) throw invalid('language_model.url must be an http:// or https:// address');
  const share = field.share === undefined ? 'samples' : field.share;
  if (!SHARE_LEVELS.includes(share as ShareLevel)) throw invalid(`language_model.share must be one of ${SHARE_LEVELS.join(', ')}`);
  return {
    kind: 'model',
    route: {
      url,
      model: text(field.model, 'model', 300),
      ...(field.key === undefined ? {} : { key: text(field.key, 'key', 4000) }),
      share: share as ShareLevel,
      ...(field.label === undefined ? {} : { label: text(field.label, 'label', 200) }),
    },
  };
}

/**
 * The default model from command-line options and the environment: --model-url/--model (or
 * DATA_ANALYSIS_MODEL_URL/DATA_ANALYSIS_MODEL), the key only from DATA_ANALYSIS_MODEL_KEY (so it
 * never shows in a process list or shell history). Undefined when no model is named; an Error
 * naming the option when the values are incomplete or wrong.
 */
export function modelFromOptions(options: { url?: string; model?: string; share?: string }, env: NodeJS.ProcessEnv): ModelChoice | undefined {
  const url = (options.url ?? env.DATA_ANALYSIS_MODEL_URL ?? '').trim();
  const model = (options.model ?? env.DATA_ANALYSIS_MODEL ?? '').trim();
  const share = (options.share ?? 'samples').trim().toLowerCase();
  if (!SHARE_LEVELS.includes(share as ShareLevel)) throw new Error(`--share must be one of ${SHARE_LEVELS.join(', ')}`);
  if (!url && !model) return undefined;
  if (!url) throw new Error('--model needs --model-url (or DATA_ANALYSIS_MODEL_URL): the base URL of an OpenAI-compatible API');
  if (!model) throw new Error('--model-url needs --model (or DATA_ANALYSIS_MODEL): the model\'s name at that endpoint');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('--model-url must be an http:// or https:// address');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('--model-url must be an http:// or https:// address');
  if (parsed.username || parsed.password) throw new Error('--model-url must not hold a user or password: put the key in DATA_ANALYSIS_MODEL_KEY');
  const key = env.DATA_ANALYSIS_MODEL_KEY?.trim();
  return { kind: 'model', route: { url, model, share: share as ShareLevel, ...(key ? { key } : {}), label: `${model} (${parsed.host})` } };
}
