/**
 * The local engine's analyst with a language model in front: when the job (or the engine's
 * default) names a model, the planner answers; with no model, no permission, or a model that
 * fails, times out or loops, the rule-based analyst answers and one line says so. A stopped job
 * is stopped, never handed to the fallback.
 *
 * When no model is available (no model in the editor, or the user turned it off), the full
 * reason is said once per chat session: while it stays the same, later answers carry only the
 * short line naming the rule-based analyst, so people without a model are not told the same
 * thing above every answer, and every answer still says what produced it.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { Analyst, AnalystContext, AnalystOutcome } from '../analyst/contract';
import { ANSWER, DEFAULT_PLANNER_SETTINGS, modelLabel, planAnswer, PlannerFailure, type PlannerSettings } from './loop';
import { ModelError } from './modelClient';
import type { ModelChoice } from './route';
import { escapeMarkdown } from '../../common/markdown';

export type { ModelChoice, ModelRoute } from './route';
export { modelChoiceFromBody } from './route';

/** What a job adds to the analyst's context for the planner (jobs.ts sets both). */
export interface PlannerJobContext {
  /** The model the job named; absent: the engine's default. */
  languageModel?: ModelChoice;
  /** The job's own DuckDB connection, which the planner interrupts at a query's time limit. */
  connection?: DuckDBConnection;
}

export interface PlannerOptions {
  /** The model for jobs that name none (command line, engine process options). */
  defaultModel?: ModelChoice;
  settings?: Partial<PlannerSettings>;
}

/** The memo key under which an answer records why no model answered (read by the next job). */
const NO_MODEL_MEMO = 'noModel';

/** Whether the session's previous answer already gave this same reason. */
function saidBefore(context: AnalystContext, reason: string): boolean {
  const last = context.history[context.history.length - 1];
  return last?.memo?.[NO_MODEL_MEMO] === reason;
}

export function withLanguageModel(fallback: Analyst, options: PlannerOptions = {}): (context: AnalystContext & PlannerJobContext) => Promise<AnalystOutcome> {
  const settings = { ...DEFAULT_PLANNER_SETTINGS, ...options.settings };
  return async (context) => {
    const choice = context.languageModel ?? options.defaultModel;
    if (!choice) return fallback(context);
    const note = (line: string) => context.emit({ kind: 'MESSAGE', group: ANSWER, content: `_${line}_\n\n` });
    if (choice.kind === 'none') {
      note(saidBefore(context, choice.reason) ? 'Answer by the rule-based analyst.' : `${escapeMarkdown(choice.reason, { singleLine: true })} The rule-based analyst answered.`);
      const outcome = await fallback(context);
      return { ...outcome, memo: { ...outcome.memo, [NO_MODEL_MEMO]: choice.reason } };
    }
    const label = escapeMarkdown(modelLabel(choice.route), { singleLine: true });
    if (!context.tables.length || !context.connection) {
      if (context.tables.length === 0 && context.documents.length) note(`The language model (${label}) answers questions about tables; for these documents the rule-based analyst answered.`);
      return fallback(context);
    }
    try {
      return await planAnswer(context, context.connection, choice.route, settings);
    } catch (error) {
      if (context.signal.aborted) throw error;
      const reason = error instanceof PlannerFailure || error instanceof ModelError ? error.message : `the planner failed (${error instanceof Error ? error.message.split('\n')[0].slice(0, 200) : String(error)})`;
      note(`The language model (${label}) did not answer: ${escapeMarkdown(reason, { singleLine: true })}. The rule-based analyst answered instead.`);
      return fallback(context);
    }
  };
}
