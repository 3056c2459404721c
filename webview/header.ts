/**
 * The panel header: the session's dataset (change it, choose data sources), the model that
 * answers (click it to choose another) and Export conversation stay in view; the session's settings (output language, job mode, context history,
 * saved by the host through modify session) sit in a settings menu, so a narrow panel keeps the
 * header on one row.
 */
import { JOB_MODES, LIMITS, OUTPUT_LANGUAGES, type ModelView, type PanelState, type RequestFields, type SessionSettings, type WebviewMessage } from '../src/protocol';
import { codicon, el, h, uniqueId } from './dom';
import type { Strings } from './strings';

type SelectElement = HTMLElement & { value: string };

/**
 * A header button: icon and label; narrow panels show the icon only (CSS hides `.button-label`),
 * so the label is also the button's accessible name and tooltip.
 */
function headerButton(label: string, icon: string, onClick: () => void, extraClass = ''): HTMLElement {
  const button = el('vscode-button', { secondary: true, icon, title: label, 'aria-label': label, class: `header-button ${extraClass}`.trim() }, h('span', { class: 'button-label' }, label));
  button.addEventListener('click', onClick);
  return button;
}

export class Header {
  readonly element: HTMLElement;
  private readonly datasetName: HTMLElement;
  private readonly modelButton: HTMLButtonElement;
  private readonly modelIcon: HTMLElement;
  private readonly modelName: HTMLElement;
  private readonly sourcesButton: HTMLElement;
  private readonly sourcesLabel: HTMLElement;
  private readonly settingsButton: HTMLElement;
  private readonly settingsMenu: HTMLElement;
  private readonly language: SelectElement;
  private readonly jobMode: SelectElement;
  private readonly history: SelectElement;

  constructor(
    private readonly strings: Strings,
    post: (message: WebviewMessage) => void,
    private readonly request: (request: RequestFields<'changeSettings'>) => void,
  ) {
    this.datasetName = h('span', { class: 'dataset-name' });
    // The model that answers: its name stays visible at every width (ellipsised), the sentence
    // behind it in the tooltip and the accessible name.
    this.modelIcon = codicon('sparkle');
    this.modelName = h('span', { class: 'model-name' });
    this.modelButton = h('button', { type: 'button', class: 'model-button', hidden: true }, this.modelIcon, this.modelName);
    this.modelButton.addEventListener('click', () => post({ type: 'chooseModel' }));
    this.sourcesButton = headerButton('', 'files', () => post({ type: 'chooseDataSources' }), 'sources-button');
    this.sourcesLabel = this.sourcesButton.querySelector('.button-label') as HTMLElement;
    this.language = this.select(strings.t('outputLanguage'), OUTPUT_LANGUAGES, (value) => ({ output_language: value as SessionSettings['output_language'] }));
    this.jobMode = this.select(strings.t('jobMode'), JOB_MODES, (value) => ({ job_mode: value as SessionSettings['job_mode'] }));
    const depths = Array.from({ length: LIMITS.maxContextualJobHistory + 1 }, (_, n) => String(n));
    this.history = this.select(strings.t('contextHistory'), depths, (value) => ({ max_contextual_job_history: Number(value) }));
    const menuId = uniqueId('settings-menu');
    this.settingsMenu = h(
      'div',
      { id: menuId, class: 'settings-menu', role: 'group', 'aria-label': strings.t('sessionSettings'), hidden: true },
      this.labelled(strings.t('outputLanguage'), this.language),
      this.labelled(strings.t('jobMode'), this.jobMode),
      this.labelled(strings.t('contextHistory'), this.history),
    );
    this.settingsButton = el('vscode-button', {
      secondary: true,
      icon: 'settings-gear',
      class: 'header-button settings-button',
      title: strings.t('sessionSettings'),
      'aria-label': strings.t('sessionSettings'),
      'aria-haspopup': 'true',
      'aria-expanded': 'false',
      'aria-controls': menuId,
    });
    this.settingsButton.addEventListener('click', () => this.toggleMenu());
    // Escape closes the menu (an open drop-down list closes first). Captured, because the
    // selects stop Escape from bubbling.
    this.settingsMenu.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || (event.target as Partial<{ open: boolean }>).open === true) return;
        this.toggleMenu(false);
        this.settingsButton.focus();
      },
      true,
    );
    // A click anywhere outside the menu (and its button) closes it, as menus do.
    document.addEventListener('pointerdown', (event) => {
      if (this.settingsMenu.hidden) return;
      const path = event.composedPath();
      if (!path.includes(this.settingsMenu) && !path.includes(this.settingsButton)) this.toggleMenu(false);
    });
    this.element = h(
      'header',
      { class: 'panel-header' },
      h(
        'div',
        { class: 'header-row dataset-row' },
        h(
          'span',
          { class: 'dataset' },
          codicon('database'),
          h('span', { class: 'visually-hidden' }, `${strings.t('dataset')}: `),
          this.datasetName,
        ),
        this.modelButton,
        h(
          'span',
          { class: 'header-actions' },
          headerButton(strings.t('changeDataset'), 'arrow-swap', () => post({ type: 'changeDataset' })),
          this.sourcesButton,
          headerButton(strings.t('exportConversation'), 'export', () => post({ type: 'exportConversation' })),
          this.settingsButton,
        ),
      ),
      this.settingsMenu,
    );
  }

  update(state: PanelState): void {
    const name = state.dataset?.name ?? this.strings.t('noDataset');
    this.datasetName.textContent = name;
    this.datasetName.title = name;
    const sources = state.dataSourceCount > 0 ? this.strings.count('dataSourcesChosen', state.dataSourceCount) : this.strings.t('allDataSources');
    this.sourcesLabel.textContent = sources;
    this.sourcesButton.title = `${this.strings.t('chooseDataSources')}: ${sources}`;
    this.sourcesButton.setAttribute('aria-label', this.sourcesButton.title);
    this.showModel(state.model ?? null);
    this.language.value = state.settings.output_language;
    this.jobMode.value = state.settings.job_mode;
    this.history.value = String(state.settings.max_contextual_job_history);
  }

  private showModel(model: ModelView | null): void {
    this.modelButton.hidden = model === null;
    if (!model) return;
    this.modelName.textContent = model.label;
    this.modelIcon.className = `codicon codicon-${model.usesModel ? 'sparkle' : 'checklist'}`;
    const described = `${model.detail} ${this.strings.t('chooseModel')}`;
    this.modelButton.title = described;
    this.modelButton.setAttribute('aria-label', `${model.label}. ${described}`);
  }

  private toggleMenu(open = this.settingsMenu.hidden): void {
    this.settingsMenu.hidden = !open;
    this.settingsButton.setAttribute('aria-expanded', String(open));
    if (open) (this.settingsMenu.querySelector('vscode-single-select') as HTMLElement | null)?.focus();
  }

  private select(label: string, values: readonly string[], toSettings: (value: string) => SessionSettings): SelectElement {
    const select = el('vscode-single-select', { label }, ...values.map((value) => el('vscode-option', { value }, value))) as SelectElement;
    select.addEventListener('change', () => {
      this.request({ type: 'changeSettings', settings: toSettings(select.value) });
    });
    return select;
  }

  private labelled(label: string, control: HTMLElement): HTMLElement {
    return h('div', { class: 'setting' }, h('span', { class: 'setting-label', 'aria-hidden': 'true' }, label), control);
  }
}
