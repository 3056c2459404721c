/**
 * The analyst's events as the blocks of a non-streamed answer (and of the job history): TASK
 * omitted, consecutive MESSAGE fragments of one group merged into one block, a TABLE, IMAGE or
 * CODE closing the text block, QUESTIONS in group `-1` with no group name, SOURCES in group `""`.
 */
import type { AnswerBlock, SourceRef } from '../api/types';
import type { AnalystEvent } from './analyst/contract';

export class BlockCollector {
  private readonly collected: AnswerBlock[] = [];

  add(event: AnalystEvent): void {
    switch (event.kind) {
      case 'TASK':
        return;
      case 'MESSAGE': {
        const last = this.collected[this.collected.length - 1];
        if (last?.type === 'MESSAGE' && last.group_id === event.group.id) {
          last.content += event.content;
          return;
        }
        this.collected.push({ type: 'MESSAGE', content: event.content, group_id: event.group.id, group_name: event.group.name, stage: event.group.stage });
        return;
      }
      case 'CODE':
      case 'TABLE':
      case 'IMAGE':
        this.collected.push({
          type: event.kind,
          content: event.content,
          group_id: event.group.id,
          group_name: event.group.name,
          stage: event.group.stage,
        } as AnswerBlock);
        return;
      case 'SOURCES':
        this.collected.push({
          type: 'SOURCES',
          content: event.content.map((source): SourceRef => ({ ...source, external_id: source.external_id ?? '' })),
          group_id: '',
          group_name: '',
          // The same stage as the streamed SOURCES event (wire notes §2), so that both forms of
          // one answer reduce to identical blocks.
          stage: 'Analyze',
        });
        return;
      case 'QUESTIONS':
        this.collected.push({ type: 'QUESTIONS', content: event.content, group_id: '-1', stage: 'Respond' });
        return;
    }
  }

  /** The answer so far; empty text blocks (empty fragments) are left out. */
  blocks(): AnswerBlock[] {
    return this.collected.filter((block) => !(block.type === 'MESSAGE' && block.content === ''));
  }
}
