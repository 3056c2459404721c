/**
 * Polls the status summary of datasets that have data sources syncing, with back-off, only while
 * the Datasets view is visible, and stops by itself when nothing is syncing any more.
 */
import * as vscode from 'vscode';
import type { DatasetStatusSummary } from '../api/types';

export interface StatusPollerOptions {
  fetchStatus: (datasetId: string) => Promise<DatasetStatusSummary>;
  onError: (error: unknown) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  factor?: number;
}

export class StatusPoller implements vscode.Disposable {
  private readonly watched = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private delayMs: number;
  private visible = false;
  private ticking = false;
  private readonly changed = new vscode.EventEmitter<boolean>();
  /** Fires true when polling starts and false when it stops. */
  readonly onDidChangeActive = this.changed.event;
  private activeValue = false;
  private readonly fetched = new vscode.EventEmitter<{ datasetId: string; summary: DatasetStatusSummary }>();
  /** A fresh summary of a watched dataset. */
  readonly onDidFetchStatus = this.fetched.event;

  constructor(private readonly options: StatusPollerOptions) {
    this.delayMs = options.firstDelayMs ?? 1000;
  }

  get active(): boolean {
    return this.activeValue;
  }

  get watching(): readonly string[] {
    return [...this.watched];
  }

  watch(datasetId: string): void {
    if (!this.watched.has(datasetId)) {
      this.watched.add(datasetId);
      this.delayMs = this.options.firstDelayMs ?? 1000;
    }
    this.schedule();
  }

  unwatch(datasetId: string): void {
    this.watched.delete(datasetId);
    if (this.watched.size === 0) this.halt();
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    if (visible) this.schedule();
    else this.halt();
  }

  dispose(): void {
    this.halt();
    this.watched.clear();
    this.changed.dispose();
    this.fetched.dispose();
  }

  private schedule(): void {
    if (!this.visible || this.watched.size === 0 || this.timer || this.ticking) return;
    this.setActive(true);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.tick();
    }, this.delayMs);
  }

  private async tick(): Promise<void> {
    this.ticking = true;
    try {
      await Promise.all([...this.watched].map(async (datasetId) => {
        try {
          const summary = await this.options.fetchStatus(datasetId);
          if (summary.synching_count === 0) this.watched.delete(datasetId);
          this.fetched.fire({ datasetId, summary });
        } catch (error) {
          // A dataset deleted meanwhile, or the service gone: stop watching it, say why once.
          this.watched.delete(datasetId);
          this.options.onError(error);
        }
      }));
    } finally {
      this.ticking = false;
    }
    this.delayMs = Math.min(this.delayMs * (this.options.factor ?? 1.5), this.options.maxDelayMs ?? 10_000);
    if (this.watched.size === 0) this.halt();
    else this.schedule();
  }

  private halt(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.setActive(false);
  }

  private setActive(active: boolean): void {
    if (active === this.activeValue) return;
    this.activeValue = active;
    this.changed.fire(active);
  }
}
