/** Small text formatters shared by the trees and the progress notifications. */
import * as vscode from 'vscode';
import type { DatasetStatusSummary } from '../api/types';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return vscode.l10n.t('{0} B', bytes);
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** "3 synched · 1 syncing · 1 failed"; parts that are zero are left out. */
export function formatStatusSummary(summary: DatasetStatusSummary): string {
  const parts: string[] = [];
  if (summary.synched_count) parts.push(vscode.l10n.t('{0} synched', summary.synched_count));
  if (summary.synching_count) parts.push(vscode.l10n.t('{0} syncing', summary.synching_count));
  if (summary.invalid_count) parts.push(vscode.l10n.t('{0} failed', summary.invalid_count));
  return parts.length ? parts.join(' · ') : vscode.l10n.t('empty');
}
