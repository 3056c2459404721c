// Test only (loaded by the integration and workbench harnesses into the real VS Code server): a
// language model that replies with fixed text, so that the Chat view sends requests to
// participants. It never calls tools; tests that need a planning model script their own.
'use strict';
const vscode = require('vscode');

exports.activate = (context) => {
  context.subscriptions.push(
    vscode.lm.registerLanguageModelChatProvider('data-analysis-test', {
      provideLanguageModelChatInformation: () => [{
        id: 'scripted', name: 'Scripted test model', family: 'scripted', version: '1',
        maxInputTokens: 100000, maxOutputTokens: 4000, capabilities: { toolCalling: true, imageInput: false },
      }],
      provideLanguageModelChatResponse: async (_model, _messages, _options, progress) => {
        progress.report(new vscode.LanguageModelTextPart('This is the scripted test model.'));
      },
      provideTokenCount: async (_model, text) => Math.ceil((typeof text === 'string' ? text.length : JSON.stringify(text).length) / 4),
    }),
  );
};
exports.deactivate = () => {};
