/**
 * The panel header: the session's dataset (change it, choose data sources), the session's
 * settings (saved by the host through modify session) and Export conversation.
 */
import { JOB_MODES, LIMITS, OUTPUT_LANGUAGES, type PanelState, type SessionSettings, type WebviewMessage } from '../src/protocol';
import { actionButton, codicon, el, h } from './dom';
import type { Strings } from './strings';

type SelectElement = HTMLElement & { value: string };

export class Header {
  readonly element: HTMLElement;
  private readonly datasetName: HTMLElement;
  private readonly sourcesButton: HTMLElement;
  private readonly language: SelectElement;
  private readonly jobMode: SelectElement;
  private readonly history: SelectElement;
  private requests = 0;

  constructor(
    private readonly strings: Strings,
    private readonly post: (message: WebviewMessage) => void,
  ) {
    this.datasetName = h('span', { class: 'dataset-name' });
    this.sourcesButton = actionButton('', 'files', () => post({ type: 'chooseDataSources' }));
    this.language = this.select(strings.t('outputLanguage'), OUTPUT_LANGUAGES, (value) => ({ output_language: value as SessionSettings['output_language'] }));
    this.jobMode = this.select(strings.t('jobMode'), JOB_MODES, (value) => ({ job_mode: value as SessionSettings['job_mode'] }));
    const depths = Array.from({ length: LIMITS.maxContextualJobHistory + 1 }, (_, n) => String(n));
    this.history = this.select(strings.t('contextHistory'), depths, (value) => ({ max_contextual_job_history: Number(value) }));
    this.element = h(
      'header',
      { class: 'panel-header' },
      h(
        'div',
        { class: 'header-row dataset-row' },
        codicon('database'),
        h('span', { class: 'visually-hidden' }, `${strings.t('dataset')}: `),
        this.datasetName,
        actionButton(strings.t('changeDataset'), 'arrow-swap', () => post({ type: 'changeDataset' })),
        this.sourcesButton,
        h('span', { class: 'spacer' }),
        actionButton(strings.t('exportConversation'), 'export', () => post({ type: 'exportConversation' })),
      ),
      h(
        'div',
        { class: 'header-row settings-row' },
        this.labelled(strings.t('outputLanguage'), this.language),
        this.labelled(strings.t('jobMode'), this.jobMode),
        this.labelled(strings.t('contextHistory'), this.history),
      ),
    );
  }

  update(state: PanelState): void {
    this.datasetName.textContent = state.dataset?.name ?? this.strings.t('noDataset');
    this.sourcesButton.textContent =
      state.dataSourceCount > 0 ? this.strings.t('dataSourcesChosen', state.dataSourceCount) : this.strings.t('allDataSources');
    this.language.value = state.settings.output_language;
    this.jobMode.value = state.settings.job_mode;
    this.history.value = String(state.settings.max_contextual_job_history);
  }

  private select(label: string, values: readonly string[], toSettings: (value: string) => SessionSettings): SelectElement {
    const select = el('vscode-single-select', { label }, ...values.map((value) => el('vscode-option', { value }, value))) as SelectElement;
    select.addEventListener('change', () => {
      this.requests += 1;
      this.post({ type: 'changeSettings', requestId: `settings-${this.requests}`, settings: toSettings(select.value) });
    });
    return select;
  }

  private labelled(label: string, control: HTMLElement): HTMLElement {
    return h('div', { class: 'setting' }, h('span', { class: 'setting-label', 'aria-hidden': 'true' }, label), control);
  }
}
